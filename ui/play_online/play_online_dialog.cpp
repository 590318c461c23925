#include "play_online/play_online_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QUrlQuery>
#include <QVBoxLayout>

#include "play_online/local_server.h"
#include "settings/app_settings.h"

namespace dicechess::ui {

using online::Json;

namespace {

QString text(const Json& value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

QTreeWidget* list(const QStringList& columns) {
    auto* tree = new QTreeWidget;
    tree->setHeaderLabels(columns);
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->header()->setStretchLastSection(true);
    return tree;
}

// A seat's public face: a bot by its name, a human as a guest (the platform names no human).
QString playerText(const Json& player) {
    const QString name = text(player.is_object() ? player.value("name", Json()) : Json());
    return name.isEmpty() ? QObject::tr("guest") : name;
}

// A bot's description; our house bots' in the app's language (a server of ours sends the English text).
QString describe(const Json& bot) {
    const QString description = text(bot.value("description", Json()));
    if (text(bot.value("team", Json())) != QLatin1String("house")) return description;
    return QCoreApplication::translate("BotTexts", description.toUtf8().constData());
}

}  // namespace

PlayOnlineDialog::PlayOnlineDialog(AppSettings& settings, LocalServer& local, JoinGuard mayJoin,
                                   QWidget* parent)
    : QDialog(parent), m_settings(settings), m_local(local), m_mayJoin(std::move(mayJoin)) {
    setWindowTitle(tr("Play Online"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_server = new QComboBox;
    m_server->setEditable(true);
    m_server->addItems(settings.platformServers());
    m_server->setCurrentText(settings.platformServer());
    m_server->setToolTip(
        tr("The platform's public server, or any server that speaks its API "
           "(dicechess-cli serve on this computer or your LAN)"));
    auto* serverRow = new QHBoxLayout;
    serverRow->addWidget(m_server, 1);
    auto* reload = new QPushButton(tr("&Refresh"));
    serverRow->addWidget(reload);
    m_localButton = new QPushButton;
    m_localButton->setToolTip(
        tr("dicechess-cli serve on this computer (127.0.0.1), our levels as its house bots, "
           "its ladder on; its games and ratings are kept in the app's data folder"));
    serverRow->addWidget(m_localButton);
    form->addRow(tr("Server:"), serverRow);
    m_control = new QComboBox;
    m_control->setEditable(true);
    m_control->addItems({QStringLiteral("Fischer 180+2"), QStringLiteral("Fischer 300+3"),
                         QStringLiteral("Fischer 600+10"), QStringLiteral("Fischer 900+10"),
                         QStringLiteral("SuddenDeath 600"), QStringLiteral("PerMove 30")});
    m_control->setCurrentText(settings.onlineTimeControl());
    m_control->setToolTip(
        tr("Fischer INITIAL+INCREMENT, SuddenDeath INITIAL or PerMove SECONDS, in seconds"));
    form->addRow(tr("Time control:"), m_control);
    layout->addLayout(form);
    auto* tabs = new QTabWidget;
    tabs->addTab(seeksTab(), tr("&Seeks"));
    tabs->addTab(botsTab(), tr("&Bots"));
    tabs->addTab(gamesTab(), tr("&Watch"));
    tabs->addTab(friendTab(), tr("&Friend"));
    tabs->addTab(ladderTab(), tr("La&dder"));
    layout->addWidget(tabs, 1);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(reload, &QPushButton::clicked, this, &PlayOnlineDialog::refresh);
    connect(m_localButton, &QPushButton::clicked, this, [this] {
        if (m_local.running()) return m_local.stop();
        say(tr("Starting the local server…"));
        m_local.start();
    });
    connect(&m_local, &LocalServer::started, this, [this](const QString& url) {
        showLocalState();
        setServer(url);
    });
    connect(&m_local, &LocalServer::stopped, this, [this] {
        showLocalState();
        say(tr("The local server has stopped"));
    });
    connect(&m_local, &LocalServer::failed, this, [this](const QString& reason) {
        showLocalState();
        say(reason, true);
    });
    showLocalState();
    connect(m_server, &QComboBox::currentTextChanged, this, [this] { refresh(); });
    m_refresh = new QTimer(this);
    m_refresh->setInterval(5'000);
    connect(m_refresh, &QTimer::timeout, this, &PlayOnlineDialog::refresh);
    m_poll = new QTimer(this);
    m_poll->setInterval(1'000);
    connect(m_poll, &QTimer::timeout, this, &PlayOnlineDialog::pollSeek);
    connect(this, &QDialog::finished, this, [this] {
        m_refresh->stop();
        cancelSeek();
    });
    resize(640, 480);
}

PlayOnlineDialog::~PlayOnlineDialog() {
    cancelSeek();
}

QWidget* PlayOnlineDialog::seeksTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_seeks = list({tr("Player"), tr("Time control")});
    layout->addWidget(m_seeks, 1);
    auto* row = new QHBoxLayout;
    auto* accept = new QPushButton(tr("&Accept seek"));
    m_post = new QPushButton(tr("&Post a seek"));
    m_post->setToolTip(tr("Waits in the lobby, with the time control above, until someone accepts it"));
    row->addWidget(accept);
    row->addStretch();
    row->addWidget(m_post);
    layout->addLayout(row);
    connect(accept, &QPushButton::clicked, this, &PlayOnlineDialog::acceptSeek);
    connect(m_seeks, &QTreeWidget::itemDoubleClicked, this, &PlayOnlineDialog::acceptSeek);
    connect(m_post, &QPushButton::clicked, this, [this] { m_seekId.isEmpty() ? postSeek() : cancelSeek(); });
    return page;
}

QWidget* PlayOnlineDialog::botsTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_bots = list({tr("Bot"), tr("Rating"), tr("Now"), tr("About")});
    layout->addWidget(m_bots, 1);
    auto* row = new QHBoxLayout;
    m_colour = new QComboBox;
    m_colour->addItem(tr("Random colour"), QString());
    m_colour->addItem(tr("White"), QStringLiteral("White"));
    m_colour->addItem(tr("Black"), QStringLiteral("Black"));
    auto* play = new QPushButton(tr("P&lay this bot"));
    row->addWidget(m_colour);
    row->addStretch();
    row->addWidget(play);
    layout->addLayout(row);
    connect(play, &QPushButton::clicked, this, &PlayOnlineDialog::playBot);
    connect(m_bots, &QTreeWidget::itemDoubleClicked, this, &PlayOnlineDialog::playBot);
    return page;
}

QWidget* PlayOnlineDialog::gamesTab() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_games = list({tr("White"), tr("Black"), tr("Time control"), tr("To move")});
    layout->addWidget(m_games, 1);
    auto* watch = new QPushButton(tr("Wa&tch"));
    layout->addWidget(watch, 0, Qt::AlignRight);
    connect(watch, &QPushButton::clicked, this, &PlayOnlineDialog::watchGame);
    connect(m_games, &QTreeWidget::itemDoubleClicked, this, &PlayOnlineDialog::watchGame);
    return page;
}

QWidget* PlayOnlineDialog::friendTab() {
    auto* page = new QWidget;
    auto* layout = new QFormLayout(page);
    auto* create = new QPushButton(tr("&Create a game for a friend"));
    create->setToolTip(tr("You play White; send the link to your friend, who joins as Black"));
    m_shareLink = new QLineEdit;
    m_shareLink->setReadOnly(true);
    m_shareLink->setPlaceholderText(tr("the link for your friend appears here"));
    auto* copyAndPlay = new QPushButton(tr("C&opy the link and play"));
    layout->addRow(create);
    layout->addRow(tr("Their link:"), m_shareLink);
    layout->addRow(copyAndPlay);
    m_link = new QLineEdit;
    m_link->setPlaceholderText(tr("…/live/GAME?seat=TOKEN&as=black"));
    auto* join = new QPushButton(tr("&Join"));
    auto* joinRow = new QHBoxLayout;
    joinRow->addWidget(m_link, 1);
    joinRow->addWidget(join);
    layout->addRow(tr("A friend's link:"), joinRow);
    connect(create, &QPushButton::clicked, this, &PlayOnlineDialog::createFriendGame);
    connect(copyAndPlay, &QPushButton::clicked, this, &PlayOnlineDialog::playFriendGame);
    connect(join, &QPushButton::clicked, this, [this] { joinByLink(m_link->text()); });
    return page;
}

QWidget* PlayOnlineDialog::ladderTab() {
    m_ladder = list({tr("Rank"), tr("Bot"), tr("Rating"), tr("RD"), tr("Won"), tr("Drawn"), tr("Lost")});
    m_ladder->setToolTip(tr("The server's leaderboard: bots with a settled rating (RD at most 110)"));
    return m_ladder;
}

void PlayOnlineDialog::showLocalState() {
    m_localButton->setText(m_local.running() ? tr("Stop the local ser&ver") : tr("Local ser&ver"));
}

QString PlayOnlineDialog::server() const {
    return m_server->currentText().trimmed();
}

void PlayOnlineDialog::setServer(const QString& url) {
    m_server->setCurrentText(url);
}

QString PlayOnlineDialog::message() const {
    return m_message->text();
}

void PlayOnlineDialog::say(const QString& text, bool problem) {
    m_message->setText(problem ? tr("%1 — Refresh to try again").arg(text) : text);
}

std::optional<Json> PlayOnlineDialog::timeControl() {
    const auto control = timeControlJson(m_control->currentText().trimmed());
    if (!control) {
        say(tr("The time control '%1' is not one the platform knows: write Fischer 600+10, SuddenDeath 600 "
               "or PerMove 30 (seconds)")
                .arg(m_control->currentText()),
            true);
        return std::nullopt;
    }
    m_settings.setOnlineTimeControl(m_control->currentText().trimmed());
    return control;
}

void PlayOnlineDialog::refresh() {
    const QString url = server();
    if (!url.startsWith(QLatin1String("http://")) && !url.startsWith(QLatin1String("https://")))
        return say(tr("The server's address begins with http:// or https://"), true);
    m_client.setServer(url);
    m_refresh->start();
    m_client.get(QStringLiteral("/lobby/seeks"), [this, url](const LobbyClient::Answer& answer) {
        if (url != server()) return;
        if (!answer.ok() || !answer.body.is_array()) return say(answer.problem(), true);
        m_settings.addPlatformServer(url);
        m_seeks->clear();
        for (const Json& seek : answer.body) {
            auto* item = new QTreeWidgetItem(
                {text(seek.value("name", Json())).isEmpty() ? tr("guest") : text(seek["name"]),
                 timeControlText(seek.value("timeControl", Json()))});
            item->setData(0, Qt::UserRole, text(seek.value("id", Json())));
            m_seeks->addTopLevelItem(item);
        }
        say(tr("%1: %n open seek(s)", nullptr, m_seeks->topLevelItemCount()).arg(url));
    });
    m_client.get(QStringLiteral("/lobby/bots"), [this, url](const LobbyClient::Answer& answer) {
        if (url != server() || !answer.ok() || !answer.body.is_object()) return;
        m_bots->clear();
        for (const Json& bot : answer.body.value("bots", Json::array())) {
            const QString name =
                text(bot.value("team", Json())) + QLatin1Char('/') + text(bot.value("name", Json()));
            const double rating = bot.value("rating", 0.0);
            auto* item = new QTreeWidgetItem(
                {name,
                 bot.value("provisional", false) ? tr("%1?").arg(qRound(rating))
                                                 : QString::number(qRound(rating)),
                 bot.value("available", true) ? tr("free") : tr("playing"), describe(bot)});
            item->setData(0, Qt::UserRole, name);
            m_bots->addTopLevelItem(item);
        }
    });
    m_client.get(QStringLiteral("/leaderboard"), [this, url](const LobbyClient::Answer& answer) {
        if (url != server() || !answer.ok() || !answer.body.is_object()) return;
        m_ladder->clear();
        for (const Json& row : answer.body.value("leaders", Json::array())) {
            auto number = [&row](const char* field) {
                return QString::number(qRound(row.value(field, 0.0)));
            };
            m_ladder->addTopLevelItem(new QTreeWidgetItem(
                {number("rank"),
                 text(row.value("team", Json())) + QLatin1Char('/') + text(row.value("name", Json())),
                 number("rating"), number("rd"), number("wins"), number("draws"), number("losses")}));
        }
    });
    m_client.get(QStringLiteral("/games"), [this, url](const LobbyClient::Answer& answer) {
        if (url != server() || !answer.ok() || !answer.body.is_object()) return;
        m_games->clear();
        for (const Json& game : answer.body.value("games", Json::array())) {
            const Json players = game.value("players", Json::object());
            auto* item = new QTreeWidgetItem(
                {playerText(players.value("white", Json())), playerText(players.value("black", Json())),
                 timeControlText(game.value("timeControl", Json())),
                 game.value("activeSeat", "") == "White" ? tr("White") : tr("Black")});
            item->setData(0, Qt::UserRole, text(game.value("gameId", Json())));
            m_games->addTopLevelItem(item);
        }
    });
}

void PlayOnlineDialog::choose(const Json& match) {
    LiveSeat chosen{server(), text(match.value("gameId", Json())), text(match.value("token", Json())),
                    online::sideFrom(text(match.value("seat", Json())).toStdString())};
    emit seatChosen(chosen);
    accept();
}

void PlayOnlineDialog::acceptSeek() {
    const QTreeWidgetItem* item = m_seeks->currentItem();
    if (!item) return say(tr("Pick a seek to accept"), true);
    const QString id = item->data(0, Qt::UserRole).toString();
    if (!mayJoin(tr("accept a seek on %1").arg(server()))) return;
    m_client.post(QStringLiteral("/lobby/seeks/%1/accept").arg(id),
                  Json{{"accepter", m_settings.guestId().toStdString()}},
                  [this](const LobbyClient::Answer& answer) {
                      if (!answer.ok())
                          return say(tr("The seek could not be taken: %1").arg(answer.problem()), true);
                      choose(answer.body);
                  });
}

void PlayOnlineDialog::postSeek() {
    const auto control = timeControl();
    if (!control || !mayJoin(tr("post a seek on %1").arg(server()))) return;
    m_post->setEnabled(false);  // one seek at a time: a second click would orphan the first
    m_client.post(QStringLiteral("/lobby/seeks"),
                  Json{{"creator", m_settings.guestId().toStdString()}, {"timeControl", *control}},
                  [this](const LobbyClient::Answer& answer) {
                      m_post->setEnabled(true);
                      if (!answer.ok())
                          return say(tr("The seek was not posted: %1").arg(answer.problem()), true);
                      m_seekId = text(answer.body.value("seekId", Json()));
                      m_seekSecret = text(answer.body.value("secret", Json()));
                      m_post->setText(tr("&Cancel the seek"));
                      say(tr("Your seek waits in the lobby for an opponent…"));
                      m_poll->start();
                  });
}

void PlayOnlineDialog::pollSeek() {
    if (m_seekId.isEmpty()) return m_poll->stop();
    if (m_seekPolled) return;  // the last poll is still out (a slow server): one at a time
    m_seekPolled = true;
    m_client.get(
        QStringLiteral("/lobby/seeks/%1?secret=%2").arg(m_seekId, m_seekSecret),
        [this, id = m_seekId](const LobbyClient::Answer& answer) {
            m_seekPolled = false;
            if (id != m_seekId) return;
            if (answer.status == 404) {
                m_seekId.clear();
                m_poll->stop();
                m_post->setText(tr("&Post a seek"));
                return say(tr("Your seek is gone from the server: %1").arg(answer.problem()), true);
            }
            // Kept on any other failure (it still waits in the lobby): the next poll asks again.
            if (!answer.ok())
                return say(
                    tr("Your seek's state could not be read (%1); asking again…").arg(answer.problem()),
                    true);
            if (!answer.body.value("matched", false)) return;
            m_seekId.clear();
            m_poll->stop();
            choose(answer.body);
        });
}

void PlayOnlineDialog::cancelSeek() {
    if (m_seekId.isEmpty()) return;
    m_client.remove(QStringLiteral("/lobby/seeks/%1?secret=%2").arg(m_seekId, m_seekSecret),
                    [](const LobbyClient::Answer&) {});
    m_seekId.clear();
    m_poll->stop();
    if (m_post) m_post->setText(tr("&Post a seek"));
    if (m_message) say(tr("Seek cancelled"));
}

void PlayOnlineDialog::playBot() {
    const QTreeWidgetItem* item = m_bots->currentItem();
    if (!item) return say(tr("Pick a bot to play"), true);
    const auto control = timeControl();
    if (!control || !mayJoin(tr("play %1").arg(item->data(0, Qt::UserRole).toString()))) return;
    const QStringList name = item->data(0, Qt::UserRole).toString().split(QLatin1Char('/'));
    Json body{{"guestId", m_settings.guestId().toStdString()},
              {"team", name.value(0).toStdString()},
              {"name", name.value(1).toStdString()},
              {"timeControl", *control}};
    if (const QString colour = m_colour->currentData().toString(); !colour.isEmpty())
        body["preferredColor"] = colour.toStdString();
    m_client.post(QStringLiteral("/lobby/play-bot"), body, [this](const LobbyClient::Answer& answer) {
        if (!answer.ok()) return say(tr("The game was not started: %1").arg(answer.problem()), true);
        choose(answer.body);
    });
}

void PlayOnlineDialog::watchGame() {
    const QTreeWidgetItem* item = m_games->currentItem();
    if (!item) return say(tr("Pick a game to watch"), true);
    if (!mayJoin(tr("watch a game on %1").arg(server()))) return;
    emit seatChosen(LiveSeat{server(), item->data(0, Qt::UserRole).toString(), {}, std::nullopt});
    accept();
}

void PlayOnlineDialog::createFriendGame() {
    const auto control = timeControl();
    if (!control || !mayJoin(tr("play a friend on %1").arg(server()))) return;
    m_client.setServer(server());
    const std::string me = m_settings.guestId().toStdString();
    m_client.post(QStringLiteral("/games"), Json{{"white", me}, {"black", me}, {"timeControl", *control}},
                  [this](const LobbyClient::Answer& answer) {
                      if (!answer.ok())
                          return say(tr("The game was not created: %1").arg(answer.problem()), true);
                      const QString id = text(answer.body.value("gameId", Json()));
                      QString white, black;
                      for (const Json& seat : answer.body.value("tokens", Json::array()))
                          (text(seat.value("seat", Json())) == QLatin1String("White") ? white : black) =
                              text(seat.value("token", Json()));
                      m_friendSeat = LiveSeat{server(), id, white, Color::White};
                      m_friendLink = QStringLiteral("%1/live/%2?seat=%3&as=black").arg(server(), id, black);
                      m_shareLink->setText(m_friendLink);
                      say(tr("Game %1 is ready: send your friend the link, then play").arg(id));
                  });
}

void PlayOnlineDialog::playFriendGame() {
    if (m_friendSeat.gameId.isEmpty()) return say(tr("Create the game first"), true);
    QApplication::clipboard()->setText(m_friendLink);
    emit seatChosen(m_friendSeat);
    accept();
}

void PlayOnlineDialog::joinByLink(const QString& link) {
    const QUrl url(link.trimmed());
    const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const QUrlQuery query(url);
    const qsizetype live = parts.indexOf(QStringLiteral("live"));
    if (live < 0 || live + 1 >= parts.size() || !query.hasQueryItem(QStringLiteral("seat")))
        return say(tr("'%1' is not a game link: it reads …/live/GAME?seat=TOKEN&as=white|black").arg(link),
                   true);
    const QString as = query.queryItemValue(QStringLiteral("as")).toLower();
    if (as != QLatin1String("white") && as != QLatin1String("black"))
        return say(tr("'%1' names no seat colour: it ends with &as=white or &as=black").arg(link), true);
    if (!mayJoin(tr("join a friend's game"))) return;
    // The link names its server: the address before /live/ (the app makes its links so).
    QString target = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    if (!target.startsWith(QLatin1String("http"))) target = server();
    if (const QString prefix = parts.mid(0, live).join(QLatin1Char('/')); !prefix.isEmpty())
        target += QLatin1Char('/') + prefix;
    emit seatChosen(
        LiveSeat{target, parts[live + 1], query.queryItemValue(QStringLiteral("seat")),
                 as == QLatin1String("white") ? std::optional(Color::White) : std::optional(Color::Black)});
    accept();
}

}  // namespace dicechess::ui
