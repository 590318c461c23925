#include "analysis/judgement_text.h"

#include <QCoreApplication>

namespace dicechess::ui {

QString judgementText(const Judgement& judgement) {
    switch (judgement.method) {
        case JudgementMethod::NetAlone:
            return QCoreApplication::translate("dicechess::ui::Judgement", "value network alone");
        case JudgementMethod::NetSearch:
            return QCoreApplication::translate("dicechess::ui::Judgement", "value network, %1-turn search")
                .arg(judgement.depth);
        case JudgementMethod::Rollouts:
            return QCoreApplication::translate("dicechess::ui::Judgement", "%1 rollouts")
                .arg(judgement.rollouts);
        case JudgementMethod::OneDieSearch:
            return QCoreApplication::translate("dicechess::ui::Judgement", "one-die ExpectiMiniMax, %1 plies")
                .arg(judgement.depth);
    }
    return {};
}

}  // namespace dicechess::ui
