#include "DiceTray.h"
#include "ActiveSessionFollower.h"

#include "ActiveSession.h"
#include "DieFaceModel.h"
#include "LanguageChangeWatcher.h"
#include "RollHistoryModel.h"
#include "text/PhraseText.h"

#include <QRandomGenerator>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

RuleError faceMissing(int dieNumber)
{
    return RuleError::badRequest(u"dice.face_missing"_s,
                                 phrase(QT_TRANSLATE_NOOP("Engine", "Die %1 has no value yet: type the face it shows."), dieNumber));
}

RuleError faceNotANumber(int dieNumber)
{
    return RuleError::badRequest(u"dice.face_not_a_number"_s,
                                 phrase(QT_TRANSLATE_NOOP("Engine", "Die %1: type the number on its face."), dieNumber));
}

} // namespace

DiceTray::DiceTray(QObject *parent)
    : QObject(parent),
      m_faces(new DieFaceModel(this)),
      m_ownHistory(new RollHistoryModel(this)),
      m_languageWatcher(new LanguageChangeWatcher(this)),
      m_rng(QRandomGenerator::global()->generate64())
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, [this] {
        Q_EMIT notationChanged();
        Q_EMIT entryErrorChanged();
    });
}

DiceTray::~DiceTray() = default;

void DiceTray::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, {}, [this] { Q_EMIT historyChanged(); }))
        return;
    Q_EMIT sessionChanged();
    Q_EMIT historyChanged();
}

void DiceTray::setNotation(const QString &notation)
{
    if (notation == m_notation)
        return;
    m_notation = notation;
    m_expression.reset();
    m_notationError.reset();
    if (!notation.trimmed().isEmpty()) {
        auto parsed = parseDice(notation);
        if (parsed)
            m_expression = std::move(parsed).value();
        else
            m_notationError = parsed.error();
    }
    setEntryError(std::nullopt);
    Q_EMIT notationChanged();
}

QString DiceTray::notationError() const
{
    return m_notationError ? translated(m_notationError->message) : QString();
}

QList<int> DiceTray::physicalDice() const
{
    QList<int> sides;
    if (!physicalEntryPossible())
        return sides;
    for (const DiceTerm &term : m_expression->terms)
        for (int i = 0; term.isDice() && i < term.count; ++i)
            sides << term.sides;
    return sides;
}

bool DiceTray::physicalEntryPossible() const
{
    return m_expression && m_expression->diceCount() > 0 && m_expression->diceCount() <= kMaxPhysicalDice;
}

QString DiceTray::physicalEntryProblem() const
{
    if (!m_expression || physicalEntryPossible())
        return {};
    if (m_expression->diceCount() == 0)
        return tr("There are no dice to throw in %1.").arg(m_expression->notation());
    return tr("%1 has %2 dice; up to %3 can be typed in one by one. Let the app roll them instead.")
        .arg(m_expression->notation())
        .arg(m_expression->diceCount())
        .arg(kMaxPhysicalDice);
}

void DiceTray::setPhysicalMode(bool physical)
{
    if (physical == m_physicalMode)
        return;
    m_physicalMode = physical;
    setEntryError(std::nullopt);
    Q_EMIT physicalModeChanged();
}

QString DiceTray::entryError() const
{
    return m_entryError ? translated(m_entryError->message) : QString();
}

void DiceTray::setEntryError(std::optional<RuleError> error)
{
    if (!error && !m_entryError)
        return;
    m_entryError = std::move(error);
    Q_EMIT entryErrorChanged();
}

bool DiceTray::inSession() const
{
    return m_session && m_session->isOpen();
}

RollHistoryModel *DiceTray::history() const
{
    return inSession() ? m_session->rolls() : m_ownHistory;
}

bool DiceTray::roll()
{
    // An invalid notation already says why next to the field.
    return m_expression && record(std::nullopt);
}

bool DiceTray::quickRoll(const QString &notation)
{
    setNotation(notation);
    return m_physicalMode ? m_expression.has_value() : roll();
}

bool DiceTray::enterFaces(const QStringList &typedFaces)
{
    if (!physicalEntryPossible())
        return false;
    std::vector<int> faces;
    for (qsizetype i = 0; i < typedFaces.size(); ++i) {
        const QString typed = typedFaces.at(i).trimmed();
        const int dieNumber = static_cast<int>(i) + 1;
        if (typed.isEmpty()) {
            setEntryError(faceMissing(dieNumber));
            return false;
        }
        bool ok = false;
        const int face = typed.toInt(&ok);
        if (!ok) {
            setEntryError(faceNotANumber(dieNumber));
            return false;
        }
        faces.push_back(face);
    }
    return record(faces);
}

bool DiceTray::record(const std::optional<std::vector<int>> &faces)
{
    if (inSession()) {
        auto rolled = m_session->rollDice(m_expression->notation(), faces.value_or(std::vector<int>{}));
        if (!rolled) {
            setEntryError(rolled.error());
            return false;
        }
        show(rolled.value());
        return true;
    }
    RollEntry entry;
    entry.notation = m_expression->notation();
    if (faces) {
        auto physical = enterPhysicalRoll(*m_expression, *faces);
        if (!physical) {
            setEntryError(physical.error());
            return false;
        }
        entry.terms = physical->terms;
        entry.total = physical->total;
        entry.physical = true;
    } else {
        const DiceRoll rolled = arbiter::roll(*m_expression, m_rng);
        entry.terms = rolled.terms;
        entry.total = rolled.total;
    }
    m_ownHistory->add(entry);
    show(entry);
    return true;
}

void DiceTray::show(const RollEntry &roll)
{
    setEntryError(std::nullopt);
    m_hasResult = true;
    m_total = roll.total;
    m_resultNotation = roll.notation;
    m_resultPhysical = roll.physical;
    m_faces->setRoll(roll.terms);
    Q_EMIT resultChanged();
}

} // namespace arbiter
