#include "learn/training_window.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "learn/turn_trainer.h"

namespace dicechess::ui {

TrainingWindow::TrainingWindow(const QString& title, const QString& prefix, QWidget* parent)
    : QWidget(parent) {
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel;
    m_title->setObjectName(prefix + QStringLiteral("Title"));
    m_prompt = new QLabel;
    m_prompt->setObjectName(prefix + QStringLiteral("Prompt"));
    m_prompt->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_prompt);
    m_trainer = new TurnTrainer;
    layout->addWidget(m_trainer, 1);
    m_verdict = new QLabel;
    m_verdict->setObjectName(prefix + QStringLiteral("Verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setMinimumHeight(fontMetrics().height() * 3);
    layout->addWidget(m_verdict);
    m_buttons = new QHBoxLayout;
    layout->addLayout(m_buttons);
    resize(620, 760);
}

QPushButton* TrainingWindow::addButton(const QString& text) {
    auto* button = new QPushButton(text);
    m_buttons->addWidget(button);
    return button;
}

}  // namespace dicechess::ui
