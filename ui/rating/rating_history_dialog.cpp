#include "rating/rating_history_dialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <map>

#include "common/bot_texts.h"
#include "common/installed_engines.h"
#include "common/locale_format.h"
#include "rating/player_rating.h"
#include "rating/rating_chart.h"

namespace dicechess::ui {
namespace {

enum Column { Bot, Games, Wins, Draws, Losses, Score, BotRatingColumn, ColumnCount };

// One level's games in the history.
struct LevelTally {
    QString botId;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    double points = 0;
};

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    return item;
}

}  // namespace

RatingHistoryDialog::RatingHistoryDialog(PlayerRating& rating, QWidget* parent)
    : QDialog(parent), m_rating(rating) {
    setWindowTitle(tr("Rating History"));
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("ratingSummary"));
    QFont big = m_summary->font();
    if (big.pointSizeF() > 0) big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_summary->setFont(big);
    layout->addWidget(m_summary);
    auto* rules = new QLabel(
        tr("A game counts when you play a rated bot on three dice from the standard start without hints, "
           "the tutor or takebacks. Each game is one Glicko-2 rating period; the bot's rating is its "
           "level's from a round-robin of the bots."));
    rules->setWordWrap(true);
    layout->addWidget(rules);
    m_empty = new QLabel;
    m_empty->setObjectName(QStringLiteral("ratingEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setMinimumHeight(80);
    layout->addWidget(m_empty);
    m_chart = new RatingChart;
    m_chart->setObjectName(QStringLiteral("ratingChart"));
    layout->addWidget(m_chart, 1);
    m_levels = new QTableWidget(0, ColumnCount);
    m_levels->setObjectName(QStringLiteral("ratingLevels"));
    m_levels->setHorizontalHeaderLabels(
        {tr("Bot"), tr("Games"), tr("Wins"), tr("Draws"), tr("Losses"), tr("Score"), tr("Bot's rating")});
    m_levels->horizontalHeaderItem(BotRatingColumn)
        ->setToolTip(tr("The level's Elo from the bots' round-robin, with its 95 % interval"));
    m_levels->verticalHeader()->hide();
    m_levels->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_levels->setSelectionMode(QAbstractItemView::NoSelection);
    m_levels->setFocusPolicy(Qt::NoFocus);
    m_levels->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_levels->horizontalHeader()->setSectionResizeMode(Bot, QHeaderView::Stretch);
    layout->addWidget(m_levels);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_reset = buttons->addButton(tr("&Reset Rating…"), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("resetRating"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reset, &QPushButton::clicked, this, &RatingHistoryDialog::resetAfterAsking);
    layout->addWidget(buttons);
    m_resetQuestion = [this] {
        return QMessageBox::question(this, tr("Reset Rating"),
                                     tr("Forget all %n rated games and start again at 1500?", nullptr,
                                        static_cast<int>(m_rating.history().size()))) == QMessageBox::Yes;
    };
    connect(&m_rating, &PlayerRating::changed, this, &RatingHistoryDialog::refresh);
    refresh();
    resize(640, 560);
}

void RatingHistoryDialog::resetAfterAsking() {
    if (m_rating.history().empty() || !m_resetQuestion()) return;
    m_rating.reset();
}

void RatingHistoryDialog::refresh() {
    const GlickoRating now = m_rating.current();
    const std::size_t games = m_rating.history().size();
    const QString count = tr("%n rated games", nullptr, static_cast<int>(games));
    m_summary->setText(tr("%1 (Glicko-2, %2)").arg(ratingText(now.rating, glickoInterval(now)), count));
    const bool empty = games == 0;
    m_empty->setText(m_rating.botRatings()
                         ? tr("No rated games yet: play a bot without hints, the tutor or takebacks")
                         : tr("No rated games yet: this installation has no ratings of the bots, so no game "
                              "can be rated"));
    m_empty->setVisible(empty);
    m_chart->setVisible(!empty);
    m_levels->setVisible(!empty);
    m_reset->setEnabled(!empty);
    std::vector<GlickoRating> points{GlickoRating{}};
    for (const RatedGame& game : m_rating.history()) points.push_back(game.after);
    m_chart->setRatings(std::move(points));
    fillLevels();
}

void RatingHistoryDialog::fillLevels() {
    std::map<std::pair<int, QString>, LevelTally> levels;  // a level's games, then each engine's (level 0)
    for (const RatedGame& game : m_rating.history()) {
        LevelTally& tally =
            levels[{game.level == 0 ? 10 : game.level, game.level == 0 ? game.botId : QString()}];
        tally.botId = game.botId;
        ++tally.games;
        tally.points += game.score;
        if (game.score == 1) {
            ++tally.wins;
        } else if (game.score == 0) {
            ++tally.losses;
        } else {
            ++tally.draws;
        }
    }
    m_levels->setRowCount(static_cast<int>(levels.size()));
    int row = 0;
    for (const auto& [key, tally] : levels) {
        const int level = key.first;
        const bool engine = !key.second.isEmpty();
        const QString name =
            engine
                ? tr("%1 (external engine)").arg(InstalledEngines::nameOf(tally.botId))
                : tr("%1 (level %2)").arg(botName(Variant::ThreeDice, tally.botId.toStdString())).arg(level);
        m_levels->setItem(row, Bot, cell(name, Qt::AlignLeft | Qt::AlignVCenter));
        m_levels->setItem(row, Games, cell(QString::number(tally.games)));
        m_levels->setItem(row, Wins, cell(QString::number(tally.wins)));
        m_levels->setItem(row, Draws, cell(QString::number(tally.draws)));
        m_levels->setItem(row, Losses, cell(QString::number(tally.losses)));
        m_levels->setItem(row, Score, cell(tr("%1 %").arg(decimal(100 * tally.points / tally.games, 0))));
        const BotRatings* ratings = m_rating.botRatings();
        const BotRating* rated =
            ratings ? ratings->find(engine ? tally.botId.toStdString() : std::to_string(level)) : nullptr;
        m_levels->setItem(row, BotRatingColumn,
                          cell(rated ? ratingText(rated->rating, rated->interval) : QStringLiteral("—")));
        ++row;
    }
}

}  // namespace dicechess::ui
