#include "analysis/judgement_text.h"

#include <QCoreApplication>

namespace dicechess::ui {

QString judgementText(const Judgement& judgement) {
    switch (judgement.method) {
        case JudgementMethod::NetAlone:
            return QCoreApplication::translate("dicechess::ui::Judgement", "value network alone");
        case JudgementMethod::NetSearch:
            return QCoreApplication::translate("dicechess::ui::Judgement", "value network, %n-turn search",
                                               nullptr, judgement.depth);
        case JudgementMethod::Rollouts:
            return QCoreApplication::translate("dicechess::ui::Judgement", "%n rollouts", nullptr,
                                               judgement.rollouts);
        case JudgementMethod::OneDieSearch:
            return QCoreApplication::translate("dicechess::ui::Judgement", "one-die ExpectiMiniMax, %n plies",
                                               nullptr, judgement.depth);
    }
    return {};
}

}  // namespace dicechess::ui
