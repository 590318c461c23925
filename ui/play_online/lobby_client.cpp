#include "play_online/lobby_client.h"

#include <QNetworkReply>
#include <QRegularExpression>

namespace dicechess::ui {

using online::Json;

QString LobbyClient::Answer::problem() const {
    if (!error.isEmpty()) return error;
    if (body.is_string()) return QString::fromStdString(body.get<std::string>());
    return QObject::tr("the server answered HTTP %1").arg(status);
}

LobbyClient::LobbyClient(QObject* parent) : QObject(parent) {}

void LobbyClient::get(const QString& path, Then then) {
    send("GET", path, {}, std::move(then));
}

void LobbyClient::post(const QString& path, const Json& body, Then then) {
    send("POST", path, QByteArray::fromStdString(online::compact(body)), std::move(then));
}

void LobbyClient::remove(const QString& path, Then then) {
    send("DELETE", path, {}, std::move(then));
}

void LobbyClient::send(const QByteArray& verb, const QString& path, const QByteArray& body, Then then) {
    QString base = m_server;
    while (base.endsWith(QLatin1Char('/'))) base.chop(1);
    QNetworkRequest request(QUrl(base + path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(15'000);
    if (!m_bearer.isEmpty()) request.setRawHeader("Authorization", "Bearer " + m_bearer.toUtf8());
    QNetworkReply* reply = m_network.sendCustomRequest(request, verb, body);
    connect(reply, &QNetworkReply::finished, this, [reply, then = std::move(then), base] {
        reply->deleteLater();
        Answer answer;
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray bytes = reply->readAll();
        if (answer.status == 0) {
            answer.error = reply->error() == QNetworkReply::OperationCanceledError
                               ? tr("%1 did not answer within 15 s").arg(base)
                               : tr("%1 cannot be reached: %2").arg(base, reply->errorString());
        } else if (!bytes.isEmpty()) {
            answer.body = Json::parse(bytes.toStdString(), nullptr, false);
            if (answer.body.is_discarded()) {
                answer.body = Json(bytes.left(200).toStdString());  // a plain-text reason
            }
        }
        // A callback reads the body by the platform's shapes; a body of another shape is a refusal, not a
        // crash: the same callback then hears why.
        try {
            then(answer);
        } catch (const Json::exception& shape) {
            Answer refused;
            refused.status = answer.status;
            refused.error =
                tr("%1 answered in a shape the platform does not use (%2)").arg(base, shape.what());
            try {
                then(refused);
            } catch (const Json::exception&) {}
        }
    });
}

std::optional<Json> timeControlJson(const QString& text) {
    static const QRegularExpression fischer(QStringLiteral("^Fischer (\\d+)\\+(\\d+)$"));
    static const QRegularExpression sudden(QStringLiteral("^SuddenDeath (\\d+)$"));
    static const QRegularExpression perMove(QStringLiteral("^PerMove (\\d+)$"));
    if (const auto m = fischer.match(text); m.hasMatch())
        return Json{
            {"Fischer",
             {{"initialSeconds", m.captured(1).toInt()}, {"incrementSeconds", m.captured(2).toInt()}}}};
    if (const auto m = sudden.match(text); m.hasMatch())
        return Json{{"SuddenDeath", {{"initialSeconds", m.captured(1).toInt()}}}};
    if (const auto m = perMove.match(text); m.hasMatch())
        return Json{{"PerMove", {{"secondsPerMove", m.captured(1).toInt()}}}};
    return std::nullopt;
}

QString timeControlText(const Json& control) {
    if (!control.is_object() || control.size() != 1) return QObject::tr("unlimited");
    const std::string kind = control.begin().key();
    const Json& body = control.begin().value();
    auto seconds = [&](const char* field) {
        const Json* value = online::fieldOf(body, field, &Json::is_number_integer);
        return value ? value->get<int>() : 0;
    };
    auto clock = [](int s) {
        return s % 60 == 0 ? QStringLiteral("%1 min").arg(s / 60) : QStringLiteral("%1 s").arg(s);
    };
    if (kind == "Fischer")
        return QStringLiteral("%1 + %2 s")
            .arg(clock(seconds("initialSeconds")))
            .arg(seconds("incrementSeconds"));
    if (kind == "SuddenDeath") return clock(seconds("initialSeconds"));
    if (kind == "PerMove") return QObject::tr("%1 a turn").arg(clock(seconds("secondsPerMove")));
    return QObject::tr("unlimited");
}

}  // namespace dicechess::ui
