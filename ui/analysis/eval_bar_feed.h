#pragma once

#include <QObject>

#include "dicechess/rules/position.h"

namespace dicechess::ui {

class AppSettings;
class EvalBar;
class GameController;
class PositionEvaluator;

// What the eval bar shows for the position on the board: White's chances as the PositionEvaluator knows
// them (its background evaluation, or a value the analysis pane or Analyse Game computed), the result at a
// finished game's live end, and both kings' capture chances.
class EvalBarFeed : public QObject {
    Q_OBJECT
public:
    EvalBarFeed(EvalBar& bar, PositionEvaluator& evaluator, const GameController& controller,
                const AppSettings& settings, QObject* parent);

    // The board now shows `shown` (`live`: the game's live position; `paneOpen`: the analysis pane rolls
    // out positions before the roll itself). Under fair play (`hidden`) the bar is hidden and nothing is
    // computed.
    void follow(const Position& shown, bool live, bool paneOpen, bool hidden);
    // White's chances the pane computed before a roll, and how: kept, and shown when it is the shown
    // position's.
    void takePreRollEquity(const Position& position, double whiteWins, const QString& how);

private:
    void showValue();

    EvalBar& m_bar;
    PositionEvaluator& m_evaluator;
    const GameController& m_controller;
    const AppSettings& m_settings;
    quint64 m_shownKey = 0;  // the position the board shows, for answers from the evaluator threads
    Position m_shown;
    bool m_live = true;
};

}  // namespace dicechess::ui
