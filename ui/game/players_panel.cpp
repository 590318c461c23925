#include "game/players_panel.h"

#include <QGridLayout>
#include <QLabel>
#include <algorithm>

#include "common/locale_format.h"
#include "game/game_controller.h"

namespace dicechess::ui {
namespace {

QString clockText(std::optional<qint64> ms) {
    if (!ms) return QStringLiteral("—");
    const qint64 clamped = std::max<qint64>(0, *ms);
    const qint64 seconds = clamped / 1000;
    if (clamped < 10000) return decimal(static_cast<double>(clamped / 100) / 10, 1);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

PlayersPanel::PlayersPanel(const GameController& controller)
    : QGroupBox(tr("Players")), m_controller(controller) {
    auto* grid = new QGridLayout(this);
    m_whiteName = new QLabel;
    m_blackName = new QLabel;
    for (QLabel* name : {m_whiteName, m_blackName})
        name->setWordWrap(true);  // long bot names in a narrow panel
    m_whiteClock = new QLabel;
    m_blackClock = new QLabel;
    for (QLabel* clock : {m_whiteClock, m_blackClock}) {
        QFont f = clock->font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        f.setBold(true);
        clock->setFont(f);
        clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    grid->addWidget(m_blackName, 0, 0);
    grid->addWidget(m_blackClock, 0, 1);
    grid->addWidget(m_whiteName, 1, 0);
    grid->addWidget(m_whiteClock, 1, 1);
    m_cube = new QLabel;
    grid->addWidget(m_cube, 2, 0, 1, 2);
    m_gameInfo = new QLabel;
    m_gameInfo->setWordWrap(true);
    m_gameInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(m_gameInfo, 3, 0, 1, 2);
}

void PlayersPanel::refresh() {
    const GameController& c = m_controller;
    const Color toMove = c.sideDeciding();  // a finished turn waiting for Confirm is still its mover's
    const bool over = c.game().isOver();
    auto nameText = [&](Color side) {
        const QString marker = !over && side == toMove ? QStringLiteral("▶ ") : QString();
        return marker + (side == Color::White ? tr("White: %1") : tr("Black: %1")).arg(c.playerName(side));
    };
    m_whiteName->setText(nameText(Color::White));
    m_blackName->setText(nameText(Color::Black));
    m_whiteName->setToolTip(c.playerName(Color::White));
    m_blackName->setToolTip(c.playerName(Color::Black));
    if (c.options().stakes) {
        const auto owner = c.cubeOwner();
        m_cube->setText(tr("Cube: %1 (%2)")
                            .arg(c.cubeValue())
                            .arg(!owner                   ? tr("centred")
                                 : *owner == Color::White ? tr("White owns it")
                                                          : tr("Black owns it")));
    }
    m_cube->setVisible(c.options().stakes);
    if (const QString dice = c.diceVerdict(); !dice.isEmpty()) {
        m_gameInfo->setText(tr("Played on a platform server · %1").arg(dice));
        refreshClocks();
        return;
    }
    m_gameInfo->setText(
        tr("Seed %1 · %2")
            .arg(c.options().seed)
            .arg(c.options().timeControl
                     ? tr("clock %1").arg(QString::fromStdString(c.options().timeControl->text()))
                     : tr("no clock")));
    refreshClocks();
}

void PlayersPanel::refreshClocks() {
    const bool timed = m_controller.options().timeControl.has_value();
    m_whiteClock->setVisible(timed);
    m_blackClock->setVisible(timed);
    if (!timed) return;
    m_whiteClock->setText(clockText(m_controller.remainingMs(Color::White)));
    m_blackClock->setText(clockText(m_controller.remainingMs(Color::Black)));
}

}  // namespace dicechess::ui
