#include "learn/learning_progress.h"

#include <QCryptographicHash>
#include <QMap>
#include <QSettings>
#include <QStringList>
#include <algorithm>

#include "dicechess/notation/dfen.h"
#include "dicechess/notation/move_text.h"

namespace dicechess::ui {
namespace {

QSettings progressSettings() {
    return QSettings(QStringLiteral("DiceChess"), QStringLiteral("DiceChess Studio"));
}

QString exercisesKey(const QString& gameKey) {
    return QStringLiteral("learn/exercises/") + gameKey;
}

QString puzzlesKey(const QString& setKey) {
    return QStringLiteral("learn/puzzles/") + setKey;
}

// Stored as "index:1" (solved) or "index:0" entries; anything else is ignored.
QMap<int, bool> puzzleAnswers(const QString& setKey) {
    QMap<int, bool> answers;
    const QStringList entries = progressSettings().value(puzzlesKey(setKey)).toStringList();
    for (const QString& entry : entries) {
        const QStringList parts = entry.split(QLatin1Char(':'));
        bool ok = false;
        const int index = parts.value(0).toInt(&ok);
        if (parts.size() == 2 && ok && index >= 0 &&
            (parts[1] == QLatin1String("0") || parts[1] == QLatin1String("1")))
            answers.insert(index, parts[1] == QLatin1String("1"));
    }
    return answers;
}

}  // namespace

QString LearningProgress::gameKey(const GameRecord& record) {
    std::string text = toDfen(record.start);
    for (const TurnRecord& turn : record.turns)
        text += '|' + poolLetters(turn.roll, true) + turnToString(turn.moves);
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha1).toHex().left(20));
}

QSet<int> LearningProgress::solvedExercises(const QString& gameKey) const {
    QSet<int> solved;
    const QStringList entries = progressSettings().value(exercisesKey(gameKey)).toStringList();
    for (const QString& entry : entries) {
        bool ok = false;
        const int turn = entry.toInt(&ok);
        if (ok && turn >= 0) solved.insert(turn);
    }
    return solved;
}

void LearningProgress::markExerciseSolved(const QString& gameKey, int turnIndex) {
    QSet<int> solved = solvedExercises(gameKey);
    solved.insert(turnIndex);
    QList<int> sorted(solved.begin(), solved.end());
    std::sort(sorted.begin(), sorted.end());
    QStringList entries;
    for (int turn : sorted) entries << QString::number(turn);
    progressSettings().setValue(exercisesKey(gameKey), entries);
}

LearningProgress::PuzzleScore LearningProgress::puzzleScore(const QString& setKey) const {
    PuzzleScore score;
    const QMap<int, bool> answers = puzzleAnswers(setKey);
    for (bool solved : answers) {
        ++score.attempted;
        score.solved += solved ? 1 : 0;
    }
    return score;
}

std::optional<bool> LearningProgress::puzzleAnswer(const QString& setKey, int index) const {
    const QMap<int, bool> answers = puzzleAnswers(setKey);
    if (!answers.contains(index)) return std::nullopt;
    return answers.value(index);
}

void LearningProgress::recordPuzzleAnswer(const QString& setKey, int index, bool solved) {
    QMap<int, bool> answers = puzzleAnswers(setKey);
    if (answers.contains(index)) return;  // the first answer counts
    answers.insert(index, solved);
    QStringList entries;
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        entries << QStringLiteral("%1:%2").arg(it.key()).arg(it.value() ? 1 : 0);
    progressSettings().setValue(puzzlesKey(setKey), entries);
}

void LearningProgress::resetPuzzles(const QString& setKey) {
    progressSettings().remove(puzzlesKey(setKey));
}

}  // namespace dicechess::ui
