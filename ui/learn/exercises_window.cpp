#include "learn/exercises_window.h"

#include <QLabel>
#include <QPushButton>

#include "common/locale_format.h"
#include "dicechess/notation/move_text.h"
#include "game/game_texts.h"
#include "learn/turn_trainer.h"

namespace dicechess::ui {
namespace {

QString turnText(const Turn& turn) {
    return turn.empty() ? ExercisesWindow::tr("pass") : QString::fromStdString(turnToString(turn));
}

QString points(double loss) {
    return decimal(loss * 100, 1);
}

}  // namespace

ExercisesWindow::ExercisesWindow(QWidget* parent)
    : TrainingWindow(tr("Learn from Your Mistakes"), QStringLiteral("exercise"), parent) {
    m_previous = addButton(tr("&Previous"));
    m_retry = addButton(tr("Try &Again"));
    m_solution = addButton(tr("Show &Solution"));
    m_next = addButton(tr("&Next"));
    connect(m_previous, &QPushButton::clicked, this, [this] { showExercise(m_current - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showExercise(m_current + 1); });
    connect(m_retry, &QPushButton::clicked, this, [this] { showExercise(m_current); });
    connect(m_solution, &QPushButton::clicked, this, &ExercisesWindow::showSolution);
    connect(m_trainer, &TurnTrainer::turnPlayed, this, &ExercisesWindow::judgeAnswer);
    connect(&m_worker, &CancellableWorker::failed, this,
            [this](const QString& reason) { m_verdict->setText(tr("The judge failed: %1").arg(reason)); });
}

void ExercisesWindow::setGame(const GameRecord& record, const GameAnalysis& analysis,
                              std::optional<Color> side, const ErrorThresholds& thresholds,
                              const JudgementSettings& judge) {
    m_worker.cancel();
    m_exercises = exercisesFromAnalysis(record, analysis, side);
    m_gameKey = LearningProgress::gameKey(record);
    m_thresholds = thresholds;
    m_judge = judge;
    m_current = -1;
    if (m_exercises.empty()) {
        m_title->setText(tr("No exercises in this game"));
        m_prompt->setText(side ? tr("Analyse Game found no ? or ?? turn of %1.").arg(GameTexts::side(*side))
                               : tr("Analyse Game found no ? or ?? turn."));
        m_verdict->clear();
        m_trainer->setEnabled(false);
        for (QPushButton* b : {m_previous, m_retry, m_solution, m_next}) b->setEnabled(false);
        return;
    }
    m_trainer->setEnabled(true);
    // Start at the first exercise not solved yet.
    const QSet<int> solved = m_progress.solvedExercises(m_gameKey);
    int first = 0;
    while (first + 1 < exerciseCount() &&
           solved.contains(m_exercises[static_cast<std::size_t>(first)].turnIndex))
        ++first;
    showExercise(first);
}

void ExercisesWindow::showExercise(int index) {
    if (index < 0 || index >= exerciseCount()) return;
    m_worker.cancel();
    m_current = index;
    const Exercise& e = m_exercises[static_cast<std::size_t>(index)];
    m_trainer->setTurn(e.rolled, e.variant);
    // Numbered as the move list numbers turns: "15." for White's, "15..." for Black's.
    const QString number = QString::number(e.rolled.fullmoveNumber()) +
                           (e.mover == Color::White ? QStringLiteral(".") : QStringLiteral("..."));
    m_prompt->setText(tr("%1 %2 to move with %3: find a better turn than the game's (%4).")
                          .arg(number, GameTexts::side(e.mover), GameTexts::dice(e.rolled.dice()),
                               QString::fromUtf8(markText(e.mark))));
    m_verdict->setText(tr("Play the turn on the board."));
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < exerciseCount());
    m_retry->setEnabled(true);
    m_solution->setEnabled(true);
    refreshProgress();
}

void ExercisesWindow::refreshProgress() {
    const QSet<int> solved = m_progress.solvedExercises(m_gameKey);
    int done = 0;
    for (const Exercise& e : m_exercises) done += solved.contains(e.turnIndex) ? 1 : 0;
    const bool thisSolved =
        m_current >= 0 && solved.contains(m_exercises[static_cast<std::size_t>(m_current)].turnIndex);
    m_title->setText(tr("<b>Exercise %1 of %2</b> · solved %3 of %2%4")
                         .arg(m_current + 1)
                         .arg(exerciseCount())
                         .arg(done)
                         .arg(thisSolved ? tr(" · this one solved") : QString()));
}

void ExercisesWindow::judgeAnswer(const Turn& answer) {
    if (m_current < 0) return;
    m_trainer->setLocked(true);
    m_verdict->setText(tr("Judging %1…").arg(turnText(answer)));
    const Exercise exercise = m_exercises[static_cast<std::size_t>(m_current)];
    const ErrorThresholds thresholds = m_thresholds;
    const JudgementSettings judge = m_judge;
    m_worker.start([this, exercise, answer, thresholds, judge](const WorkerTask& task) {
        JudgementSettings stoppable = judge;
        stoppable.stop = task.stop();
        const std::optional<ExerciseAnswer> verdict =
            judgeExerciseAnswer(exercise, answer, stoppable, thresholds);
        if (!verdict) return;
        task.reply([this, verdict = *verdict, answer] { answered(verdict, answer); });
    });
}

void ExercisesWindow::answered(const ExerciseAnswer& a, const Turn& given) {
    const Exercise& e = m_exercises[static_cast<std::size_t>(m_current)];
    if (a.solved) {
        m_progress.markExerciseSolved(m_gameKey, e.turnIndex);
        m_verdict->setText(tr("<b>Well found.</b> %1 keeps %2 % (the best: %3 %, less than the ?! threshold "
                              "apart). In the game %4 "
                              "lost %5 points.")
                               .arg(turnText(given), decimal(a.answerEquity * 100, 1),
                                    decimal(a.bestEquity * 100, 1), turnText(e.played),
                                    points(e.bestEquity - e.playedEquity)));
        m_trainer->showArrows(a.bestTurn);
    } else {
        m_verdict->setText((a.playedAgain ? tr("<b>That is the game's turn again:</b> %1 loses %2 points.")
                                          : tr("<b>Not yet:</b> %1 loses %2 points to the best turn."))
                               .arg(turnText(given), points(a.loss)) +
                           QLatin1Char(' ') + tr("Try again, or show the solution."));
    }
    refreshProgress();
}

void ExercisesWindow::showSolution() {
    if (m_current < 0) return;
    m_worker.cancel();
    const Exercise& e = m_exercises[static_cast<std::size_t>(m_current)];
    m_trainer->setTurn(e.rolled, e.variant);
    m_trainer->setLocked(true);
    m_trainer->showArrows(e.best);
    m_verdict->setText(tr("<b>The best turn:</b> %1 (%2 %). In the game: %3 (%4 %), a loss of %5 points.")
                           .arg(turnText(e.best), decimal(e.bestEquity * 100, 1), turnText(e.played),
                                decimal(e.playedEquity * 100, 1), points(e.bestEquity - e.playedEquity)));
}

}  // namespace dicechess::ui
