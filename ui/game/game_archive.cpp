#include "game/game_archive.h"

#include <QDir>
#include <QStandardPaths>
#include <algorithm>
#include <array>
#include <string_view>

#include "dicechess/bots/registry.h"
#include "platform/fair_dice.h"

#include "common/safe_write.h"
#include "game/game_controller.h"

namespace dicechess::ui {
namespace {

// The tags of a platform game that our own record would not write again: where it was played and the
// values that prove its dice.
constexpr std::array<std::string_view, 8> PlatformTags{
    "Event",      "Date",       "PlatformTimeControl", "GameId",
    "DiceCommit", "ServerSeed", "ClientSeedWhite",     "ClientSeedBlack"};

}  // namespace

QString GameArchive::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.dcg");
}

GameOptions GameArchive::optionsOf(const GameRecord& record, const ResumeTags& tags) {
    GameOptions options;
    options.variant = record.variant();
    auto player = [&](Color side) {
        const std::string& id = tags.players[static_cast<std::size_t>(index(side))];
        if (id == "human") return PlayerSpec{};
        // An engine stays that engine even when it is not installed here (a Match Lab game opened on
        // another computer): its name is shown, and it says why it cannot play if the game goes on.
        if (isExternalEngineSpec(id)) return PlayerSpec{QString::fromStdString(id)};
        const Result<std::unique_ptr<Bot>> bot = createBot(id, options.variant);
        return PlayerSpec{bot ? QString::fromStdString((*bot)->info().id) : QString()};
    };
    options.white = player(Color::White);
    options.black = player(Color::Black);
    options.seed = tags.seed;
    options.start = record.start;
    options.stakes = tags.stakes;
    options.manualRoll = tags.manualRoll;
    options.timeControl = tags.timeControl;
    return options;
}

GameArchive::Resumed GameArchive::resume(const GameRecord& record) {
    Resumed resumed{readResumeTags(record), {}, replay(record), 0, std::nullopt};
    resumed.options = optionsOf(record, resumed.tags);
    // Every one-die turn draws its roll (an empty one included); three-dice rolls are always three dice.
    // A start position that holds the first mover's dice drew none.
    const auto& turns = resumed.game.turns();
    for (std::size_t i = record.start.dice().empty() ? 0 : 1; i < turns.size(); ++i)
        resumed.rollsDrawn += record.variant() == Variant::OneDie || turns[i].roll.size() == 3 ? 1 : 0;
    if (!resumed.game.isOver() && !resumed.game.awaitingRoll()) {
        GameRecord rolled = record;
        rolled.turns = turns;
        rolled.turns.back().moves.clear();
        rolled.result = GameResult::Ongoing;
        resumed.turnStart = replay(rolled);
    }
    return resumed;
}

void GameArchive::clear() {
    m_reopened.clear();
    m_platformTags.clear();
    m_platformPlayers = {};
    m_hints = 0;
    m_tutorWarnings = 0;
    m_takebacks = 0;
    clearAnalysis();
}

void GameArchive::restore(const GameRecord& record, const ResumeTags& tags) {
    m_reopened = QString::fromStdString(tags.reopened);
    if (!record.tag("GameId").empty()) {
        m_platformPlayers = {QString::fromStdString(record.tag("White")),
                             QString::fromStdString(record.tag("Black"))};
        for (const auto& [name, value] : record.tags)
            if (std::find(PlatformTags.begin(), PlatformTags.end(), name) != PlatformTags.end())
                m_platformTags.emplace_back(name, value);
    }
    m_hints = tags.hints;
    m_tutorWarnings = tags.tutorWarnings;
    m_takebacks = tags.takebacks;
    for (const std::string& comment : record.comments)
        if (comment.find("analysis:") != std::string::npos)
            m_analysis = analysisFromRecord(record, m_thresholds);
    if (m_analysis) m_cubeVerdicts = judgeCubeDecisions(record, *m_analysis, m_thresholds);
}

GameRecord GameArchive::record() const {
    const GameController& c = m_controller;
    const GameOptions& options = c.options();
    GameRecord r = makeRecord(c.game(), c.playerName(Color::White).toStdString(),
                              c.playerName(Color::Black).toStdString(), options.seed, "DiceChess Studio game",
                              options.timeControl ? options.timeControl->text() : "-");
    ResumeTags tags;
    for (Color side : {Color::White, Color::Black}) {
        const auto i = static_cast<std::size_t>(index(side));
        const PlayerSpec& player = options.player(side);
        tags.players[i] = player.isHuman() ? std::string("human") : player.botId.toStdString();
        tags.clockMs[i] = c.remainingMs(side);
    }
    tags.seed = options.seed;
    tags.stakes = options.stakes;
    tags.manualRoll = options.manualRoll;
    tags.timeControl = options.timeControl;
    tags.cubeValue = c.cubeValue();
    tags.cubeOwner = c.cubeOwner();
    tags.reopened = m_reopened.toStdString();
    tags.hints = m_hints;
    tags.tutorWarnings = m_tutorWarnings;
    tags.takebacks = m_takebacks;
    writeResumeTags(r, tags);
    r.cubeActions = c.cubeActions();
    if (m_analysis) annotateRecord(r, *m_analysis);
    for (const auto& [name, value] : m_platformTags) r.setTag(name, value);
    return r;
}

QString GameArchive::diceVerdict() const {
    if (m_platformTags.empty()) return {};
    if (m_controller.live() && !m_controller.game().isOver())  // the server reveals its seed only at the end
        return tr("dice checked at the end, when the server reveals its seed");
    const auto fairness = fair::fairnessOfRecord(record());
    if (!fairness) return tr("dice not checked: %1").arg(QString::fromStdString(fairness.error()));
    const fair::FairnessVerdict verdict = fair::verify(*fairness);
    if (!verdict.fair())
        return tr("✗ dice not the seeds' dice: %1").arg(QString::fromStdString(verdict.problems.front()));
    return tr("✓ dice fair (%n rolls checked)", nullptr, verdict.rollsChecked);
}

Position GameArchive::positionAfterTurns(int turns) const {
    GameRecord r = record();
    r.turns.resize(std::min<std::size_t>(static_cast<std::size_t>(std::max(0, turns)), r.turns.size()));
    r.result = GameResult::Ongoing;
    return replay(r).position();
}

Position GameArchive::positionAt(ReviewPoint point) const {
    Position position = positionAfterTurns(point.turn);
    const auto& turns = m_controller.game().turns();
    if (point.step == 0 || point.turn >= static_cast<int>(turns.size())) return position;
    const TurnRecord& turn = turns[static_cast<std::size_t>(point.turn)];
    position.setDice(turn.roll);
    const auto played = std::min<std::size_t>(turn.moves.size(), static_cast<std::size_t>(point.step - 1));
    for (std::size_t i = 0; i < played; ++i) position.play(turn.moves[i]);
    return position;
}

int GameArchive::lastStep(int turn) const {
    const auto& turns = m_controller.game().turns();
    if (turn < 0 || turn >= static_cast<int>(turns.size())) return 0;
    return std::max(1, static_cast<int>(turns[static_cast<std::size_t>(turn)].moves.size()));
}

std::vector<Position> GameArchive::turnStartPositions() const {
    const Game& game = m_controller.game();
    std::vector<Position> starts;
    Game replayed(game.startPosition(), DefaultTurnCap, game.variant());
    for (const TurnRecord& turn : game.turns()) {
        Position before = replayed.position();
        before.setDice(DicePool{});
        starts.push_back(before);
        if (replayed.awaitingRoll()) replayed.roll(turn.roll);
        for (Move m : turn.moves) replayed.playMicroMove(m);
    }
    return starts;
}

void GameArchive::noteReopened(int turn) {
    const QString note = QStringLiteral("turn %1").arg(turn);
    m_reopened = m_reopened.isEmpty() ? note : m_reopened + QStringLiteral(", ") + note;
}

void GameArchive::setAnalysis(const GameAnalysis& analysis) {
    m_analysis = analysis;
    m_cubeVerdicts = judgeCubeDecisions(record(), analysis, m_thresholds);
}

void GameArchive::clearAnalysis() {
    m_analysis.reset();
    m_cubeVerdicts.clear();
}

void GameArchive::setErrorThresholds(const ErrorThresholds& thresholds) {
    m_thresholds = thresholds;
    if (!m_analysis) return;
    reclassify(*m_analysis, thresholds);
    reclassifyCube(m_cubeVerdicts, thresholds);
}

const CubeVerdict* GameArchive::cubeVerdictBefore(int turnIndex) const {
    for (const CubeVerdict& verdict : m_cubeVerdicts)
        if (verdict.turnIndex == turnIndex) return &verdict;
    return nullptr;
}

void GameArchive::autosave() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    std::optional<QString> error;
    if (dir.isEmpty() || !QDir().mkpath(dir))
        error = tr("Cannot create the folder %1 for the autosave").arg(dir);
    else
        error = writeFileSafely(autosavePath(), QByteArray::fromStdString(writeRecord(record())));
    // Said once per failure streak: a full disk would otherwise repeat it after every turn.
    if (error && !m_autosaveFailing) emit autosaveFailed(*error);
    m_autosaveFailing = error.has_value();
}

}  // namespace dicechess::ui
