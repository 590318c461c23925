#include "book/opening_explorer.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "common/locale_format.h"
#include "dicechess/analysis/book_run.h"
#include "dicechess/notation/move_text.h"

namespace dicechess::ui {
namespace {

enum Column {
    Rank,
    TurnColumn,
    Wins,
    WinsError,
    VersusBest,
    VersusBestError,
    Judge,
    Depth,
    Level9,
    ColumnCount
};

// White's pass is shown as the likeliest roll that forces it.
DicePool passRoll() {
    return *parseRoll("BRQ");
}

// The roll's key (upper case, the combo box's data).
QString rollText(DicePool roll) {
    return QString::fromStdString(poolLetters(roll, true));
}

// As the move list and the heat map write rolls: White's in capitals, Black's in small letters.
QString rollLabel(DicePool roll, bool white) {
    return QString::fromStdString(poolLetters(roll, white));
}

// White's 56 rolls, then Black's 56 after each followed White roll and after White's pass.
int bookPositionCount() {
    return static_cast<int>(whiteBookPositions().size() * (followedWhiteRolls().size() + 2));
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    return item;
}

}  // namespace

OpeningExplorer::OpeningExplorer(std::shared_ptr<const OpeningBook> book, QWidget* parent)
    : QWidget(parent), m_book(std::move(book)) {
    setWindowTitle(tr("Opening Explorer"));
    auto* layout = new QVBoxLayout(this);
    auto* pickers = new QHBoxLayout;
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("explorerSide"));
    m_roll = new QComboBox;
    m_roll->setObjectName(QStringLiteral("explorerRoll"));
    for (const DiceRoll& roll : allRolls()) m_roll->addItem(QString(), rollText(roll.pool()));
    pickers->addWidget(new QLabel(tr("Turn:")));
    pickers->addWidget(m_side, 1);
    pickers->addWidget(new QLabel(tr("Roll:")));
    pickers->addWidget(m_roll);
    layout->addLayout(pickers);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("explorerSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("explorerTurns"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Turn"), tr("Win %"), tr("±"), tr("vs best"), tr("±"),
                                        tr("Judge"), tr("Depth"), tr("Level 9")});
    m_table->horizontalHeaderItem(Wins)->setToolTip(
        tr("Win % for the side playing the turn, from the book's rollouts (rolled-out turns only)"));
    m_table->horizontalHeaderItem(VersusBest)
        ->setToolTip(tr(
            "Difference to the book's best turn; ± is the standard error of the difference (common dice)"));
    m_table->horizontalHeaderItem(Judge)->setToolTip(
        tr("Analyse Game's judge: the value network, its best eight turns searched two turns deep"));
    m_table->horizontalHeaderItem(Depth)->setToolTip(
        tr("Turns the judge searched: its shortlist two, the rest one (values of different depths do not "
           "compare)"));
    m_table->horizontalHeaderItem(Level9)->setToolTip(
        tr("How often level 9 chose the turn with this roll in its recorded games (the bots' round-robin); "
           "where the book has the roll, level 9 plays the book's best"));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(TurnColumn, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    m_play = new QPushButton(tr("&Play on Board"));
    m_play->setToolTip(
        tr("Play the selected turn in the game when it is your turn with this roll; otherwise "
           "it opens as a variation from the position shown"));
    m_variation = new QPushButton(tr("Open as &Variation"));
    m_variation->setToolTip(tr(
        "Play the book line to the selected turn as a variation from the first position of the game shown"));
    buttons->addStretch(1);
    buttons->addWidget(m_play);
    buttons->addWidget(m_variation);
    layout->addLayout(buttons);

    fillSides();
    labelRolls();
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        labelRolls();
        refresh();
    });
    connect(m_roll, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const bool any = !m_table->selectedItems().isEmpty();
        m_play->setEnabled(any);
        m_variation->setEnabled(any);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { emit playRequested(selectedLine()); });
    connect(m_play, &QPushButton::clicked, this, [this] { emit playRequested(selectedLine()); });
    connect(m_variation, &QPushButton::clicked, this, [this] { emit variationRequested(selectedLine()); });
    m_roll->setCurrentIndex(m_roll->findData(QStringLiteral("PNB")));
    refresh();
    resize(640, 520);
}

void OpeningExplorer::setChoices(std::shared_ptr<const FirstTurnChoices> choices) {
    m_choices = std::move(choices);
    refresh();
}

void OpeningExplorer::fillSides() {
    m_side->addItem(tr("White's first turn"), QStringLiteral("white"));
    if (!m_book) return;
    for (const DicePool roll : followedWhiteRolls()) {
        Position rolled = Position::startPosition();
        rolled.setDice(roll);
        const BookEntry* white = m_book->find(rolled);
        if (!white) continue;
        m_side->addItem(tr("Black's, after White's %1 %2")
                            .arg(rollText(roll), QString::fromStdString(white->best().text)),
                        rollText(roll));
    }
    m_side->addItem(tr("Black's, after White's pass"), QStringLiteral("pass"));
}

void OpeningExplorer::labelRolls() {
    const bool white = m_side->currentData().toString() == QLatin1String("white");
    const auto& rolls = allRolls();
    for (int i = 0; i < m_roll->count(); ++i) {
        const DiceRoll& roll = rolls[static_cast<std::size_t>(i)];
        m_roll->setItemText(
            i, tr("%1 (%2 %)")
                   .arg(rollLabel(roll.pool(), white), decimal(100.0 * roll.weight / OrderedRolls, 1)));
    }
}

Position OpeningExplorer::beforeRoll() const {
    const QString side = m_side->currentData().toString();
    if (side == QLatin1String("white") || !m_book) return Position::startPosition();
    return afterWhiteRollOrPass(*m_book, side.toStdString()).value_or(Position::startPosition());
}

Position OpeningExplorer::rolled() const {
    Position rolled = beforeRoll();
    rolled.setDice(*parseRoll(m_roll->currentData().toString().toStdString()));
    return rolled;
}

bool OpeningExplorer::showPosition(const Position& position) {
    if (!m_book || !m_book->find(position)) return false;
    const Position before = [&] {
        Position p = position;
        p.setDice({});
        return p;
    }();
    for (int i = 0; i < m_side->count(); ++i) {
        m_side->setCurrentIndex(i);
        if (beforeRoll() == before) {
            m_roll->setCurrentIndex(m_roll->findData(rollText(position.dice())));
            refresh();
            return true;
        }
    }
    return false;
}

int OpeningExplorer::rowCount() const {
    return m_table->rowCount();
}

void OpeningExplorer::selectRow(int row) {
    m_table->selectRow(row);
}

void OpeningExplorer::refresh() {
    m_table->setRowCount(0);
    m_entry = nullptr;
    m_play->setEnabled(false);
    m_variation->setEnabled(false);
    if (!m_book) {
        m_summary->setText(tr("No opening book is installed (share/dicechess/book/opening.book)."));
        return;
    }
    const Position position = rolled();
    m_entry = m_book->find(position);
    if (!m_entry) {
        m_summary->setText(tr("The book does not have this position yet: %1 of its %n positions are computed "
                              "(scripts/build-book continues it).",
                              nullptr, static_cast<int>(bookPositionCount()))
                               .arg(m_book->entries.size()));
        return;
    }
    const BookEntry& entry = *m_entry;
    if (entry.rollouts > 0) {
        //: as in "rolled out 1000 times each"
        const QString times = tr("%n times", nullptr, entry.rollouts);
        //: as in "cut after 8 plies"
        const QString plies = tr("%n plies", nullptr, m_book->settings.maxPlies);
        //: %2 is "N times", %3 is "N plies"
        m_summary->setText(tr("%n distinct turns. The judge's best %1 were rolled out %2 each with the same "
                              "dice (the net's policy, cut after %3); ± is a standard error in win-% points.",
                              nullptr, static_cast<int>(entry.turns.size()))
                               .arg(QString::number(m_book->settings.rolledOut), times, plies));
    } else {
        m_summary->setText(tr("A forced turn: nothing to compare."));
    }
    const double best = entry.best().rolledOut.value_or(entry.best().judged);
    m_table->setRowCount(static_cast<int>(entry.turns.size()));
    const TurnTextReader turns(entry.position);
    const int level9Games = m_choices ? m_choices->total(entry.position) : 0;
    for (std::size_t i = 0; i < entry.turns.size(); ++i) {
        const BookTurn& t = entry.turns[i];
        const int row = static_cast<int>(i);
        m_table->setItem(row, Rank, cell(QString::number(row + 1)));
        m_table->setItem(row, TurnColumn,
                         cell(QString::fromStdString(t.text), Qt::AlignLeft | Qt::AlignVCenter));
        if (t.rolledOut) {
            m_table->setItem(row, Wins, cell(decimal(*t.rolledOut * 100, 2)));
            m_table->setItem(row, WinsError, cell(decimal(t.standardError * 100, 2)));
            m_table->setItem(
                row, VersusBest,
                cell(i == 0 ? QStringLiteral("—") : signedDecimal((*t.rolledOut - best) * 100, 2)));
            m_table->setItem(row, VersusBestError,
                             cell(i == 0 ? QString() : decimal(t.differenceError * 100, 2)));
        }
        m_table->setItem(row, Judge, cell(decimal(t.judged * 100, 2)));
        m_table->setItem(row, Depth, cell(QString::number(t.judgedTurns)));
        if (level9Games > 0)
            m_table->setItem(row, Level9,
                             cell(tr("%1 of %2")
                                      .arg(m_choices->count(entry.position, *turns.read(t.text)))
                                      .arg(level9Games)));
    }
    if (m_choices && level9Games == 0)
        m_summary->setText(m_summary->text() + QLatin1Char(' ') +
                           tr("Level 9 met this position in none of its %n recorded games, so its column is "
                              "empty.",
                              nullptr, m_choices->games));
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(TurnColumn, QHeaderView::Stretch);
    m_table->selectRow(0);
}

OpeningExplorer::Line OpeningExplorer::selectedLine() const {
    Line line;
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    if (!m_entry || selected.isEmpty()) return line;
    const BookTurn& chosen = m_entry->turns[static_cast<std::size_t>(selected.front()->row())];
    const QString side = m_side->currentData().toString();
    if (side == QLatin1String("pass")) {
        Position white = Position::startPosition();
        white.setDice(passRoll());
        line.emplace_back(white, Turn{});
    } else if (side != QLatin1String("white")) {
        Position white = Position::startPosition();
        white.setDice(*parseRoll(side.toStdString()));
        if (const BookEntry* entry = m_book->find(white))
            line.emplace_back(white, *parseTurnText(white, entry->best().text));
    }
    line.emplace_back(m_entry->position, *parseTurnText(m_entry->position, chosen.text));
    return line;
}

Result<Position, QString> explorerPosition(const QString& spec, const OpeningBook* book) {
    const QStringList rolls = spec.split(QLatin1Char(':'));
    const auto threeDice = [](const QString& text) -> std::optional<DicePool> {
        const auto dice = parseRoll(text.toStdString());
        return dice && dice->size() == 3 ? dice.asOptional() : std::nullopt;
    };
    const bool afterPass = rolls.size() == 2 && rolls.front() == QStringLiteral("pass");
    const auto blackRoll = threeDice(rolls.back());
    const auto whiteRoll = afterPass ? blackRoll : threeDice(rolls.front());
    if (rolls.size() > 2 || !whiteRoll || !blackRoll)
        return Result<Position, QString>::failure(
            OpeningExplorer::tr("--explorer: '%1' is not ROLL, ROLL:black-roll or pass:black-roll")
                .arg(spec));
    if (rolls.size() == 1) {
        Position first = Position::startPosition();
        first.setDice(*whiteRoll);
        return first;
    }
    // The same words as main's message for a position the book lacks (one translation).
    if (!book)
        return Result<Position, QString>::failure(
            QObject::tr("--explorer: the opening book does not have %1").arg(spec));
    std::optional<Position> black = afterWhiteRollOrPass(*book, rolls.front().toStdString());
    if (!black)
        return Result<Position, QString>::failure(
            OpeningExplorer::tr("--explorer: the book has no White entry for %1").arg(rolls.front()));
    black->setDice(*blackRoll);
    return *black;
}

}  // namespace dicechess::ui
