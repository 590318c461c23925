#pragma once

#include <QDialog>
#include <optional>

#include "dicechess/analysis/analysis.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace dicechess::ui {

// Edit ▸ Preferences: the error-mark thresholds of game analysis (win-% points, defaults shown and
// restorable, validated to rise) and background evaluation for the eval bar.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(const ErrorThresholds& thresholds, bool backgroundEvaluation,
                      QWidget* parent = nullptr);

    ErrorThresholds thresholds() const;
    bool backgroundEvaluation() const;
    // The evaluation of the eval bar and Analyse Game (the network is offered only when one is loaded).
    void setEvaluationEngine(AnalysisEngine engine);
    AnalysisEngine evaluationEngine() const;
    void setFairPlay(bool on);
    bool fairPlay() const;
    void setLanguage(const QString& code);
    QString language() const;
    void setConfirmTurns(bool on);
    bool confirmTurns() const;
    // The tutor and its threshold (a win probability).
    void setTutor(bool on, double threshold);
    bool tutor() const;
    double tutorThreshold() const;
    // Analyse Game's verification pass: the lowest mark rolled out, nothing when off.
    void setVerifyMarks(std::optional<ErrorMark> lowest);
    std::optional<ErrorMark> verifyMarks() const;
    // Play Online: the servers offered (one http(s) address a line), the time control of seeks and bot
    // games, and our guest identity (shown; `forgetIdentity` asks for a new one).
    void setOnline(const QStringList& servers, const QString& timeControl, const QString& guestId);
    QStringList servers() const;
    QString onlineTimeControl() const;
    bool forgetIdentity() const;
    // Empty when the values can be accepted; otherwise what is wrong.
    QString problem() const;

private:
    void validate();
    void setThresholds(const ErrorThresholds& thresholds);

    QDoubleSpinBox* m_inaccuracy = nullptr;
    QDoubleSpinBox* m_mistake = nullptr;
    QDoubleSpinBox* m_blunder = nullptr;
    QCheckBox* m_background = nullptr;
    QComboBox* m_engine = nullptr;
    QComboBox* m_verify = nullptr;
    QCheckBox* m_fairPlay = nullptr;
    QCheckBox* m_confirmTurns = nullptr;
    QCheckBox* m_tutor = nullptr;
    QDoubleSpinBox* m_tutorThreshold = nullptr;
    QComboBox* m_language = nullptr;
    QPlainTextEdit* m_servers = nullptr;
    QLineEdit* m_timeControl = nullptr;
    QLabel* m_guestId = nullptr;
    QCheckBox* m_forgetIdentity = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace dicechess::ui
