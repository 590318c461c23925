#include "shell/user_preferences.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>

#include "analysis/analysis_session.h"
#include "analysis/position_evaluator.h"
#include "board/board_view.h"
#include "board/eval_bar.h"
#include "dice/dice_view.h"
#include "game/game_controller.h"
#include "game/sound_player.h"
#include "game/tutor.h"
#include "settings/app_settings.h"
#include "settings/preferences_dialog.h"

namespace dicechess::ui {

UserPreferences::UserPreferences(AppSettings& settings, Parts parts, QWidget* window)
    : QObject(window), m_settings(settings), m_parts(parts), m_window(window) {}

void UserPreferences::addViewActions(QMenu& view) {
    view.addAction(tr("&Flip Board"), QKeySequence(Qt::Key_F), this, [this] {
        const bool flipped = !m_parts.board.isFlipped();
        m_parts.board.setFlipped(flipped);
        m_parts.evalBar.setFlipped(flipped);
        m_settings.setFlipped(flipped);
    });
    QAction* animations = view.addAction(tr("&Animations"));
    animations->setCheckable(true);
    animations->setChecked(m_settings.animations());
    connect(animations, &QAction::toggled, this, [this](bool on) {
        m_settings.setAnimations(on);
        m_parts.dice.setAnimationEnabled(on);
    });
    QAction* sounds = view.addAction(tr("&Sounds"), QKeySequence(Qt::CTRL | Qt::Key_M));
    sounds->setCheckable(true);
    sounds->setChecked(m_settings.sounds());
    connect(sounds, &QAction::toggled, this, [this](bool on) {
        m_settings.setSounds(on);
        m_parts.sounds.setMuted(!on);
    });
    QMenu* pace = view.addMenu(tr("Bot &Pace"));
    auto* paceGroup = new QActionGroup(m_window);
    for (const auto& [label, ms] :
         {std::pair{tr("Instant"), 0}, {tr("Fast"), 150}, {tr("Normal"), 350}, {tr("Slow"), 800}}) {
        QAction* a = pace->addAction(label);
        a->setCheckable(true);
        a->setChecked(m_settings.botPaceMs() == ms);
        paceGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms = ms] {
            m_settings.setBotPaceMs(ms);
            m_parts.controller.setBotPaceMs(ms);
        });
    }
    QMenu* theme = view.addMenu(tr("&Theme"));
    auto* themeGroup = new QActionGroup(m_window);
    for (const auto& [label, value] : {std::pair{tr("Follow System"), AppSettings::Theme::System},
                                       {tr("Light"), AppSettings::Theme::Light},
                                       {tr("Dark"), AppSettings::Theme::Dark}}) {
        QAction* a = theme->addAction(label);
        a->setCheckable(true);
        a->setChecked(m_settings.theme() == value);
        themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, value = value] {
            m_settings.setTheme(value);
            applyTheme();
        });
    }
}

void UserPreferences::applyTheme() {
    const AppSettings::Theme theme = m_settings.theme();
    bool dark = theme == AppSettings::Theme::Dark;
    if (theme == AppSettings::Theme::System)
        dark = QApplication::palette().color(QPalette::Window).lightness() < 128;
    m_parts.board.setDarkTheme(dark);
}

void UserPreferences::preferencesDialog() {
    PreferencesDialog dialog(m_settings.errorThresholds(), m_settings.backgroundEvaluation(), m_window);
    dialog.setEvaluationEngine(m_settings.evaluationEngine());
    dialog.setFairPlay(m_settings.fairPlay());
    dialog.setConfirmTurns(m_settings.confirmTurns());
    dialog.setTutor(m_settings.tutor(), m_settings.tutorThreshold());
    dialog.setVerifyMarks(m_settings.verifyMarks());
    dialog.setLanguage(m_settings.language());
    dialog.setOnline(m_settings.platformServers(), m_settings.onlineTimeControl(), m_settings.guestId());
    if (dialog.exec() != QDialog::Accepted) return;
    m_settings.setPlatformServers(dialog.servers());
    m_settings.setOnlineTimeControl(dialog.onlineTimeControl());
    if (dialog.forgetIdentity()) m_settings.forgetGuestId();
    m_settings.setErrorThresholds(dialog.thresholds());
    m_settings.setBackgroundEvaluation(dialog.backgroundEvaluation());
    m_settings.setFairPlay(dialog.fairPlay());
    m_settings.setConfirmTurns(dialog.confirmTurns());
    m_settings.setTutor(dialog.tutor());
    m_settings.setTutorThreshold(dialog.tutorThreshold());
    m_settings.setVerifyMarks(dialog.verifyMarks());
    if (dialog.language() != m_settings.language()) {
        m_settings.setLanguage(dialog.language());
        emit statusMessage(tr("The language changes at the next start"));
    }
    m_parts.controller.setConfirmTurns(dialog.confirmTurns());
    m_parts.tutor.setEnabled(dialog.tutor());
    m_parts.tutor.setThreshold(dialog.tutorThreshold());
    if (dialog.evaluationEngine() != m_settings.evaluationEngine()) {
        m_settings.setEvaluationEngine(dialog.evaluationEngine());
        m_parts.evaluator.setEngine(dialog.evaluationEngine());
    }
    m_parts.session.applyThresholds();
    emit changed();
}

}  // namespace dicechess::ui
