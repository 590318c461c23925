#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace dicechess::ui {

class TurnTrainer;

// What the Learn windows (exercises, puzzles) share: a title with the progress, a prompt, a TurnTrainer
// board for the answer, a verdict under it and a row of buttons.
class TrainingWindow : public QWidget {
    Q_OBJECT
public:
    TurnTrainer& trainer() { return *m_trainer; }

protected:
    // `prefix` names the labels for tests ("exercise" → exerciseTitle, exercisePrompt, exerciseVerdict).
    TrainingWindow(const QString& title, const QString& prefix, QWidget* parent);
    QHBoxLayout& buttonRow() { return *m_buttons; }
    QPushButton* addButton(const QString& text);

    TurnTrainer* m_trainer = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_prompt = nullptr;
    QLabel* m_verdict = nullptr;

private:
    QHBoxLayout* m_buttons = nullptr;
};

}  // namespace dicechess::ui
