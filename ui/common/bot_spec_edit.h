#pragma once

#include <QWidget>

#include "dicechess/core/variant.h"

class QComboBox;
class QLineEdit;

namespace dicechess::ui {

// Chooses a player for a rules variant: a bot of the three-dice registry, or a one-die agent with its
// parameters typed as `name=value` pairs ("depth=5:eval=2"), checked as they are typed, or an external
// engine of the user's engines file ("engine:NAME", common/installed_engines.h). Optionally "Human" first.
// The choice reads back as a spec the engine understands ("minimax:depth=5"; empty for a human). Used by New
// Game and the Match Lab, so both offer the same agents the same way.
class BotSpecEdit : public QWidget {
    Q_OBJECT
public:
    explicit BotSpecEdit(bool offerHuman, QWidget* parent = nullptr);

    // Lists the players of `variant`; the current one stays when the variant has it, else a default.
    void setVariant(Variant variant);
    Variant variant() const { return m_variant; }

    QString spec() const;
    // Selects the agent of `spec` and shows its parameters; an unknown agent selects the first entry.
    void setSpec(const QString& spec);
    // Empty when the spec is valid, else what is wrong with the parameters.
    QString error() const;
    // One sentence about the chosen player, for a label beside the box.
    QString description() const;
    // True when the chosen bot plays to a move time or budget (the others answer at once).
    bool thinks() const;
    // True when the chosen player is an external engine.
    bool isEngine() const;

    QComboBox& agentBox() { return *m_agent; }
    QLineEdit& parametersEdit() { return *m_parameters; }

signals:
    void changed();

private:
    void fill();
    void agentChosen();

    bool m_offerHuman;
    Variant m_variant = Variant::ThreeDice;
    QComboBox* m_agent = nullptr;
    QLineEdit* m_parameters = nullptr;
};

}  // namespace dicechess::ui
