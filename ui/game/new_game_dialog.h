#pragma once

#include <QDialog>

#include "dicechess/play/bot_ratings.h"

#include "game/game_options.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QDialogButtonBox;

namespace dicechess::ui {

class BotSpecEdit;

// New Game: the rules (three dice, or the one-die dialect of the Maastricht study), each side Human or a
// bot (with its description and, when the shipped ratings have it, its rating; a one-die agent with its
// parameters), time control, dice seed, start position (standard or a pasted DFEN validated as you type) and
// stakes mode.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const GameOptions& initial, QWidget* parent = nullptr);

    GameOptions options() const;
    // The bot ratings the descriptions quote (the shipped ones unless set; nullptr: none shown).
    void setBotRatings(const BotRatings* ratings);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void variantChosen();
    void validate();
    void fitContents();

    QComboBox* m_variant = nullptr;
    BotSpecEdit* m_white = nullptr;
    BotSpecEdit* m_black = nullptr;
    QLabel* m_whiteInfo = nullptr;
    QLabel* m_blackInfo = nullptr;
    QCheckBox* m_timed = nullptr;
    QDoubleSpinBox* m_minutes = nullptr;
    QSpinBox* m_increment = nullptr;
    QRadioButton* m_randomSeed = nullptr;
    QLineEdit* m_seed = nullptr;
    QRadioButton* m_standardStart = nullptr;
    QLineEdit* m_dfen = nullptr;
    QLabel* m_dfenError = nullptr;
    QCheckBox* m_stakes = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    const BotRatings* m_botRatings = nullptr;
};

}  // namespace dicechess::ui
