#include "common/bot_spec_edit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QStringList>
#include <algorithm>

#include "dicechess/bots/bot.h"
#include "dicechess/bots/registry.h"
#include "dicechess/bots/study/study_agents.h"

#include "common/bot_texts.h"
#include "common/installed_engines.h"

namespace dicechess::ui {
namespace {

QString parameterValueText(const StudyParameter& p, double value) {
    if (!p.choices.empty()) return QString::fromStdString(p.choices[static_cast<std::size_t>(value)]);
    return p.integer ? QString::number(static_cast<long long>(value)) : QString::number(value);
}

// Splits "minimax:depth=5" into the agent id and the parameter text after the first colon; an external
// engine's spec ("engine:NAME") is one id.
std::pair<QString, QString> splitSpec(const QString& spec) {
    if (!InstalledEngines::nameOf(spec).isEmpty()) return {spec, QString()};
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    if (colon < 0) return {spec, QString()};
    return {spec.left(colon), spec.mid(colon + 1)};
}

}  // namespace

BotSpecEdit::BotSpecEdit(bool offerHuman, QWidget* parent) : QWidget(parent), m_offerHuman(offerHuman) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_agent = new QComboBox;
    // The box follows its entries (they change with the rules), and fill() keeps it wide enough for the
    // longest: the names are what the user chooses by.
    m_agent->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_parameters = new QLineEdit;
    m_parameters->setObjectName(QStringLiteral("agentParameters"));
    layout->addWidget(m_agent, 1);
    layout->addWidget(m_parameters, 1);
    fill();
    connect(m_agent, &QComboBox::currentIndexChanged, this, &BotSpecEdit::agentChosen);
    connect(m_parameters, &QLineEdit::textChanged, this, &BotSpecEdit::changed);
    // Engines added or removed (Game or Match Lab ▸ Engines…) are offered at once; the choice stays when it
    // can.
    connect(&InstalledEngines::instance(), &InstalledEngines::changed, this, [this] {
        const QString current = spec();
        fill();
        setSpec(current);
    });
    agentChosen();
}

void BotSpecEdit::fill() {
    const QSignalBlocker blocker(m_agent);
    m_agent->clear();
    if (m_offerHuman) m_agent->addItem(tr("Human"), QString());
    if (m_variant == Variant::ThreeDice) {
        for (const BotInfo& bot : botRegistry())
            m_agent->addItem(tr("Level %1 — %2").arg(bot.level).arg(botName(Variant::ThreeDice, bot.id)),
                             QString::fromStdString(bot.id));
    } else {
        for (const StudyAgentInfo& agent : studyAgentRegistry()) {
            const QString name = botName(Variant::OneDie, agent.id);
            m_agent->addItem(agent.level > 0 ? tr("Level %1 — %2 (ours)").arg(agent.level).arg(name)
                                             : tr("%1 (study)").arg(name),
                             QString::fromStdString(agent.id));
        }
    }
    // The user's external engines, under either rules: the engine is told the variant of each game.
    for (const QString& name : InstalledEngines::instance().names())
        m_agent->addItem(tr("Engine — %1").arg(name), InstalledEngines::specOf(name));
    // The box's minimum size hint keeps the entries it had when first computed; its size hint follows them.
    m_agent->setMinimumWidth(m_agent->sizeHint().width());
}

void BotSpecEdit::setVariant(Variant variant) {
    if (variant == m_variant) return;
    const QString previous = spec();
    m_variant = variant;
    fill();
    m_parameters->clear();
    const QString id = splitSpec(previous).first;
    int row = m_agent->findData(id);
    if (row < 0 && !previous.isEmpty())  // a bot the other dialect lacks: its nearest equivalent
        row = m_agent->findData(variant == Variant::OneDie ? QStringLiteral("expectimax")
                                                           : QStringLiteral("aggressive"));
    m_agent->setCurrentIndex(std::max(0, row));
    agentChosen();
}

void BotSpecEdit::setSpec(const QString& spec) {
    if (spec.startsWith(QLatin1String("platform:"))) {
        // A bot connected to the app's local server (the Match Lab plays it there): offered once named.
        int row = m_agent->findData(spec);
        if (row < 0) {
            m_agent->addItem(tr("Platform bot — %1").arg(spec.mid(9)), spec);
            row = m_agent->count() - 1;
        }
        const QSignalBlocker blocker(m_agent);
        m_agent->setCurrentIndex(row);
        agentChosen();
        return;
    }
    const auto [id, parameters] = splitSpec(spec);
    int row = m_agent->findData(id);
    if (row < 0 && m_variant == Variant::OneDie) {
        // Our levels may be named by number ("7") as the CLI allows.
        for (const StudyAgentInfo& agent : studyAgentRegistry())
            if (agent.level > 0 && QString::number(agent.level) == id)
                row = m_agent->findData(QString::fromStdString(agent.id));
    }
    {
        const QSignalBlocker blocker(m_agent);
        m_agent->setCurrentIndex(std::max(0, row));
    }
    agentChosen();
    if (m_variant == Variant::OneDie) m_parameters->setText(parameters);
}

void BotSpecEdit::agentChosen() {
    const StudyAgentInfo* agent = m_variant == Variant::OneDie
                                      ? findStudyAgent(m_agent->currentData().toString().toStdString())
                                      : nullptr;
    const bool hasParameters = agent && !agent->parameters.empty();
    m_parameters->clear();
    m_parameters->setVisible(hasParameters);
    if (hasParameters) {
        QStringList defaults;
        QStringList help;
        for (const StudyParameter& p : agent->parameters) {
            const QString name = QString::fromStdString(p.name);
            defaults << name + QLatin1Char('=') + parameterValueText(p, p.defaultValue);
            const QString range =
                p.choices.empty()
                    ? tr("%1 to %2").arg(parameterValueText(p, p.min), parameterValueText(p, p.max))
                    : [&] {
                          QStringList names;
                          for (const std::string& choice : p.choices) names << QString::fromStdString(choice);
                          return names.join(QStringLiteral(" | "));
                      }();
            help << tr("%1 (%2; default %3): %4")
                        .arg(name, range, parameterValueText(p, p.defaultValue),
                             studyParameterMeaning(p.meaning));
        }
        m_parameters->setPlaceholderText(defaults.join(QLatin1Char(':')));
        // Wide enough to show the defaults of most agents ("iterations=2000:c=0.8"); the tooltip lists all.
        const QFontMetrics metrics = m_parameters->fontMetrics();
        m_parameters->setMinimumWidth(std::min(metrics.horizontalAdvance(m_parameters->placeholderText()),
                                               metrics.horizontalAdvance(QLatin1Char('x')) * 22) +
                                      16);
        m_parameters->setToolTip(tr("Parameters as name=value, separated by colons; those left out take "
                                    "their default.\n") +
                                 help.join(QLatin1Char('\n')));
    }
    emit changed();
}

QString BotSpecEdit::spec() const {
    const QString id = m_agent->currentData().toString();
    const QString parameters = m_parameters->text().trimmed();
    if (id.isEmpty() || parameters.isEmpty() || m_variant == Variant::ThreeDice || isEngine()) return id;
    return id + QLatin1Char(':') + parameters;
}

QString BotSpecEdit::error() const {
    if (m_variant == Variant::ThreeDice || m_agent->currentData().toString().isEmpty() || isEngine())
        return {};
    const Result<StudyAgentSpec> parsed = parseStudyAgentSpec(spec().toStdString());
    return parsed ? QString() : QString::fromStdString(parsed.error());
}

QString BotSpecEdit::description() const {
    const std::string id = m_agent->currentData().toString().toStdString();
    if (id.empty()) return tr("A person at this computer.");
    if (isEngine()) {
        const QString name = InstalledEngines::nameOf(m_agent->currentData().toString());
        const EngineConfig* engine = InstalledEngines::instance().find(name);
        QStringList command{engine ? QString::fromStdString(engine->command) : QString()};
        if (engine)
            for (const std::string& argument : engine->arguments) command << QString::fromStdString(argument);
        return tr("An external engine of your engines file: %1").arg(command.join(QLatin1Char(' ')));
    }
    return botDescription(m_variant, id);
}

bool BotSpecEdit::isEngine() const {
    return !InstalledEngines::nameOf(m_agent->currentData().toString()).isEmpty();
}

bool BotSpecEdit::thinks() const {
    if (isEngine()) return true;  // an engine is given the move time or budget
    const std::string id = m_agent->currentData().toString().toStdString();
    if (m_variant == Variant::OneDie) {
        const StudyAgentInfo* agent = findStudyAgent(id);
        return agent && agent->thinks;
    }
    for (const BotInfo& bot : botRegistry())
        if (bot.id == id) return bot.thinks;
    return false;
}

}  // namespace dicechess::ui
