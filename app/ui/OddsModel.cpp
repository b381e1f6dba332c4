#include "OddsModel.h"

#include "LanguageChangeWatcher.h"
#include "text/PhraseText.h"

#include <QLocale>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

QString percentText(double probability)
{
    const double percent = probability * 100.0;
    const QLocale locale;
    // The exact fraction sits beside it; a percentage this small only needs
    // to say that it is small.
    if (percent > 0.0 && percent < 0.005)
        return u"< "_s + locale.toString(0.01, 'f', 2) + u" %"_s;
    return locale.toString(percent, 'f', 2) + u" %"_s;
}

QString fractionText(const Rational &probability)
{
    return toDecimalString(probability.num()) + u"/"_s + toDecimalString(probability.den());
}

OddsModel::OddsModel(QObject *parent) : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, [this] {
        if (count() > 0)
            Q_EMIT dataChanged(index(0), index(count() - 1), {PercentRole});
        Q_EMIT distributionChanged();
        Q_EMIT pickedRowChanged();
    });
}

int OddsModel::outcomeCount() const
{
    return m_distribution ? static_cast<int>(m_distribution->outcomes.size()) : 0;
}

int OddsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !chartable() ? 0 : outcomeCount();
}

QVariant OddsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Outcome &outcome = m_distribution->outcomes.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole:
        return outcome.value;
    case ProbabilityRole:
        return outcome.probability.toDouble();
    case FractionRole:
        return fractionText(outcome.probability);
    case PercentRole:
        return percentText(outcome.probability.toDouble());
    case RelativeHeightRole:
        return (outcome.probability / m_peak).toDouble();
    default:
        return {};
    }
}

QHash<int, QByteArray> OddsModel::roleNames() const
{
    return {{ValueRole, "value"},
            {ProbabilityRole, "probability"},
            {FractionRole, "fraction"},
            {PercentRole, "percent"},
            {RelativeHeightRole, "relativeHeight"}};
}

void OddsModel::setNotation(const QString &notation)
{
    if (notation == m_notation)
        return;
    m_notation = notation;
    Q_EMIT notationChanged();

    beginResetModel();
    m_distribution.reset();
    m_error.reset();
    m_peakRow = -1;
    m_peak = Rational();
    if (!notation.trimmed().isEmpty()) {
        auto expression = parseDice(notation);
        auto distribution = expression ? arbiter::distribution(expression.value()) : Result<Distribution>(expression.error());
        if (distribution) {
            m_distribution = std::move(distribution).value();
            for (std::size_t i = 0; i < m_distribution->outcomes.size(); ++i) {
                if (m_peakRow < 0 || m_distribution->outcomes[i].probability > m_peak) {
                    m_peak = m_distribution->outcomes[i].probability;
                    m_peakRow = static_cast<int>(i);
                }
            }
        } else {
            m_error = distribution.error();
        }
    }
    m_pickedRow = chartable() ? m_peakRow : -1;
    endResetModel();
    Q_EMIT distributionChanged();
    Q_EMIT pickedRowChanged();
}

void OddsModel::setPickedRow(int row)
{
    if (row == m_pickedRow || row < 0 || row >= count())
        return;
    m_pickedRow = row;
    Q_EMIT pickedRowChanged();
}

QString OddsModel::pickedText() const
{
    if (m_pickedRow < 0 || m_pickedRow >= count())
        return {};
    const Outcome &outcome = m_distribution->outcomes.at(static_cast<std::size_t>(m_pickedRow));
    return tr("Total %1: %2 (%3)")
        .arg(outcome.value)
        .arg(fractionText(outcome.probability), percentText(outcome.probability.toDouble()));
}

QString OddsModel::error() const
{
    return m_error ? translated(m_error->message) : QString();
}

QString OddsModel::meanText() const
{
    if (!m_distribution)
        return {};
    const Rational &mean = m_distribution->mean;
    if (mean.den() == 1)
        return QLocale().toString(static_cast<qlonglong>(mean.num()));
    const double rounded = std::round(mean.toDouble() * 1000.0) / 1000.0;
    return QLocale().toString(rounded, 'g', QLocale::FloatingPointShortest);
}

} // namespace arbiter
