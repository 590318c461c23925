#pragma once

#include <QString>
#include <string>

#include "dicechess/bots/registry.h"
#include "dicechess/core/variant.h"

namespace dicechess::ui {

// The one place the UI names and describes a bot: the engine's registries (botRegistry() for three dice,
// studyAgentRegistry() for one die) carry English only, as the engine has no Qt; these give the same
// texts in the UI language. The English sources equal the engine's texts (the translations test checks);
// an id they do not know falls back to the engine's text, or to the id itself.
QString botName(Variant variant, const std::string& id);
QString botDescription(Variant variant, const std::string& id);
// A one-die agent's parameter explained (StudyParameter::meaning), in the UI language.
QString studyParameterMeaning(const std::string& meaning);

}  // namespace dicechess::ui
