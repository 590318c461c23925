#pragma once

#include <QWidget>
#include <variant>

#include "dicechess/play/tournament.h"

class QComboBox;
class QLabel;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace dicechess::ui {

class LobbyClient;

// The match lab's set-up form: the rules (three dice or one die), the bots (each with a move time and a
// work budget; a one-die agent with its parameters; the user's external engines, managed in Engines…),
// format, game pairs per pairing, seed, concurrency, turn cap, clock, start positions and SPRT. It reads back
// as a TournamentSetup, or as a message naming the field that is wrong. GUI thread only.
class MatchSetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit MatchSetupPanel(QWidget* parent = nullptr);

    std::variant<TournamentSetup, QString> setup() const;
    void setSetup(const TournamentSetup& setup);
    int concurrency() const;
    void setConcurrency(int threads);
    // Read-only while a match runs (or when a stored match is shown).
    void setEditable(bool editable);

    // Test access.
    QTableWidget& bots() { return *m_bots; }
    QComboBox& format() { return *m_format; }
    QComboBox& variant() { return *m_variant; }
    QSpinBox& pairs() { return *m_pairs; }
    QLineEdit& timeControl() { return *m_timeControl; }
    QLineEdit& seed() { return *m_seed; }
    QPlainTextEdit& starts() { return *m_starts; }
    QGroupBox& sprt() { return *m_sprt; }
    void addBot(const Entrant& entrant);

    // Server Bots: every bot connected to the app's local server (GET /operator/bots) becomes an entrant
    // platform:TEAM/NAME, played on that server; what happened is in serverNote().
    void addServerBots();
    QString serverNote() const;

signals:
    // Engines…: the external engines dialog, which the shell owns, is asked for.
    void enginesRequested();

private:
    void removeSelectedBot();
    void variantChosen();

    QComboBox* m_variant = nullptr;
    QTableWidget* m_bots = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_pairs = nullptr;
    QLineEdit* m_seed = nullptr;  // 64-bit seeds, as the CLI takes
    QSpinBox* m_concurrency = nullptr;
    QSpinBox* m_turnCap = nullptr;
    QLineEdit* m_timeControl = nullptr;
    QPlainTextEdit* m_starts = nullptr;
    QGroupBox* m_sprt = nullptr;
    QDoubleSpinBox* m_elo0 = nullptr;
    QDoubleSpinBox* m_elo1 = nullptr;
    QDoubleSpinBox* m_alpha = nullptr;
    QDoubleSpinBox* m_beta = nullptr;
    QWidget* m_botButtons = nullptr;
    QLabel* m_serverNote = nullptr;
    LobbyClient* m_server = nullptr;
};

}  // namespace dicechess::ui
