#include "analysis/eval_bar_feed.h"

#include "dicechess/rules/variant_rules.h"

#include "analysis/position_evaluator.h"
#include "board/eval_bar.h"
#include "game/game_controller.h"
#include "settings/app_settings.h"

namespace dicechess::ui {

EvalBarFeed::EvalBarFeed(EvalBar& bar, PositionEvaluator& evaluator, const GameController& controller,
                         const AppSettings& settings, QObject* parent)
    : QObject(parent), m_bar(bar), m_evaluator(evaluator), m_controller(controller), m_settings(settings) {
    // A value for the position on screen only updates the bar: nothing else depends on it.
    connect(&m_evaluator, &PositionEvaluator::evaluated, this, [this](quint64 key) {
        if (key == m_shownKey) showValue();
    });
}

void EvalBarFeed::takePreRollEquity(const Position& position, double whiteWins, const QString& how) {
    m_evaluator.remember(position, whiteWins, how);
    if (position.key() == m_shownKey) showValue();
}

void EvalBarFeed::follow(const Position& shown, bool live, bool paneOpen, bool hidden) {
    m_shownKey = shown.key();
    m_shown = shown;
    m_live = live;
    m_bar.setVisible(!hidden);
    if (hidden) {
        m_evaluator.cancel();
        return;
    }
    showValue();
    const bool bothKings = shown.hasKing(Color::White) && shown.hasKing(Color::Black);
    if (bothKings) {
        const Variant variant = m_controller.game().variant();
        m_bar.setKingDanger(kingCaptureChance(shown, Color::White, variant),
                            kingCaptureChance(shown, Color::Black, variant));
    }
    // The shown position is evaluated in the background, except while a bot thinks (it needs the
    // cores) and before a roll when the analysis pane is already rolling it out.
    const bool botThinking = live && m_controller.phase() == GameController::Phase::BotThinking;
    const bool paneDoesIt = paneOpen && shown.dice().empty();
    const bool finalResult = m_bar.result().has_value();  // no value to compute
    if (!bothKings || botThinking || paneDoesIt || finalResult || !m_settings.backgroundEvaluation()) {
        m_evaluator.cancel();
    } else {
        m_evaluator.evaluate(shown);
    }
}

void EvalBarFeed::showValue() {
    // The final position of a finished game (its live end) shows the result, not a value.
    const Game& game = m_controller.game();
    m_bar.setResult(m_live && game.isOver() ? std::optional(game.result()) : std::nullopt);
    m_bar.setWhiteWinProbability(m_evaluator.whiteWins(m_shown));
    m_bar.setMeaning((m_shown.dice().empty() ? tr("before the roll") : tr("the best turn with these dice")) +
                     QStringLiteral(", ") + m_evaluator.describe(m_shown));
}

}  // namespace dicechess::ui
