#pragma once

#include <QObject>
#include <QString>
#include <stop_token>

#include <dicechess/bot.h>
#include <dicechess/variant.h>

namespace dicechess::ui {

// Computes bot turns. Lives in a worker QThread owned by GameController; every call arrives queued with
// a request id, and the answer carries the id back so stale answers can be dropped.
class BotWorker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Runs the bot (created here, in the worker thread) on the position; honours deadline and stop.
    // Emits decided or failed with the same request id.
    void think(quint64 requestId, const QString& botId, dicechess::Variant variant,
               const dicechess::Position& position, quint64 seed, qint64 deadlineMs, std::stop_token stop);

signals:
    void decided(quint64 requestId, const dicechess::BotDecision& decision);
    void failed(quint64 requestId, const QString& reason);
};

}  // namespace dicechess::ui
