#include "learn/puzzles_window.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

#include "common/locale_format.h"
#include "dicechess/notation/move_text.h"
#include "game/game_texts.h"
#include "learn/turn_trainer.h"

namespace dicechess::ui {

PuzzlesWindow::PuzzlesWindow(QWidget* parent)
    : TrainingWindow(tr("Puzzles"), QStringLiteral("puzzle"), parent) {
    m_reset = addButton(tr("Reset &Score…"));
    buttonRow().addStretch(1);
    m_retry = addButton(tr("Try &Again"));
    m_solution = addButton(tr("Show &Solution"));
    m_next = addButton(tr("&Next Puzzle"));
    connect(m_retry, &QPushButton::clicked, this, [this] { showPuzzle(m_current); });
    connect(m_solution, &QPushButton::clicked, this, &PuzzlesWindow::showSolution);
    connect(m_next, &QPushButton::clicked, this, &PuzzlesWindow::nextUnanswered);
    connect(m_reset, &QPushButton::clicked, this, &PuzzlesWindow::resetScore);
    connect(m_trainer, &TurnTrainer::turnPlayed, this, &PuzzlesWindow::answered);
}

bool PuzzlesWindow::loadSet(const QString& path) {
    m_set.reset();
    m_current = -1;
    Result<PuzzleSet> set = loadPuzzleSet(path.toStdString());
    const bool usable = set && !set->puzzles.empty();
    m_trainer->setEnabled(usable);
    for (QPushButton* b : {m_retry, m_solution, m_next, m_reset}) b->setEnabled(usable);
    if (!usable) {
        m_title->setText(tr("No puzzles"));
        m_prompt->setText(set ? tr("%1 holds no puzzle.").arg(path) : QString::fromStdString(set.error()));
        m_verdict->clear();
        return false;
    }
    QFile file(path);
    const QByteArray bytes = file.open(QIODevice::ReadOnly) ? file.readAll() : path.toUtf8();
    m_setKey =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(20));
    m_set = std::move(*set);
    m_current = -1;
    nextUnanswered();
    return true;
}

const Puzzle& PuzzlesWindow::current() const {
    return m_set->puzzles[static_cast<std::size_t>(m_current)];
}

void PuzzlesWindow::nextUnanswered() {
    if (!m_set) return;
    // The next puzzle after this one that has no answer yet; all answered: simply the next.
    const int count = puzzleCount();
    for (int step = 1; step <= count; ++step) {
        const int index = (m_current + step) % count;
        if (!m_progress.puzzleAnswer(m_setKey, index)) {
            showPuzzle(index);
            return;
        }
    }
    showPuzzle((m_current + 1) % count);
}

void PuzzlesWindow::showPuzzle(int index) {
    if (!m_set || index < 0 || index >= puzzleCount()) return;
    m_current = index;
    const Puzzle& p = current();
    m_trainer->setTurn(p.rolled);
    m_prompt->setText(tr("%1 to move with %2: one turn is clearly better than every other. Find it.")
                          .arg(GameTexts::side(p.rolled.sideToMove()), GameTexts::dice(p.rolled.dice())));
    m_verdict->setText(tr("Play the turn on the board."));
    refreshScore();
}

void PuzzlesWindow::refreshScore() {
    const LearningProgress::PuzzleScore score = m_progress.puzzleScore(m_setKey);
    const QString percent =
        score.attempted ? tr(" (%1 %)").arg(decimal(100.0 * score.solved / score.attempted, 0)) : QString();
    m_title->setText(tr("<b>Puzzle %1 of %2</b> · score %3 of %4%5")
                         .arg(m_current + 1)
                         .arg(puzzleCount())
                         .arg(score.solved)
                         .arg(score.attempted)
                         .arg(percent));
}

void PuzzlesWindow::answered(const Turn& answer) {
    if (!m_set || m_current < 0) return;
    m_trainer->setLocked(true);
    const Puzzle& p = current();
    const bool solved = solvesPuzzle(p, answer);
    const bool first = !m_progress.puzzleAnswer(m_setKey, m_current);
    m_progress.recordPuzzleAnswer(m_setKey, m_current, solved);
    const QString margin =
        tr("%1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled out (%n rollouts); the "
           "judge puts every other turn at least %5 points behind.",
           nullptr, p.rollouts)
            .arg(QString::fromStdString(turnToString(p.best)), decimal(p.bestWins * 100, 1),
                 decimal(p.margin * 100, 1), decimal(p.marginError * 100, 1),
                 decimal(m_set->settings.judgeMargin * 100, 0));
    if (solved) {
        m_verdict->setText(
            tr("<b>Solved%1.</b> ").arg(first ? QString() : tr(" (not scored: answered before)")) + margin);
        m_trainer->showArrows(p.best);
    } else {
        m_verdict->setText(tr("<b>Not this one%1.</b> Try again, or show the solution.")
                               .arg(first ? QString() : tr(" (not scored: answered before)")));
    }
    refreshScore();
}

void PuzzlesWindow::showSolution() {
    if (!m_set || m_current < 0) return;
    const Puzzle& p = current();
    // Looking first is an answer that did not find it.
    m_progress.recordPuzzleAnswer(m_setKey, m_current, false);
    m_trainer->setTurn(p.rolled);
    m_trainer->setLocked(true);
    m_trainer->showArrows(p.best);
    m_verdict->setText(tr("<b>Solution:</b> %1 wins %2 %, %3 ± %4 points ahead of the closest rival rolled "
                          "out. Found in %5.")
                           .arg(QString::fromStdString(turnToString(p.best)), decimal(p.bestWins * 100, 1),
                                decimal(p.margin * 100, 1), decimal(p.marginError * 100, 1),
                                QString::fromStdString(p.source)));
    refreshScore();
}

void PuzzlesWindow::resetScore() {
    if (QMessageBox::question(this, tr("Reset Score"), tr("Forget every answer to this puzzle set?")) !=
        QMessageBox::Yes)
        return;
    m_progress.resetPuzzles(m_setKey);
    refreshScore();
}

}  // namespace dicechess::ui
