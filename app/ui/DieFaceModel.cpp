#include "DieFaceModel.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

DieFaceModel::DieFaceModel(QObject *parent) : QAbstractListModel(parent) {}

int DieFaceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant DieFaceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Face &face = m_faces.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole:
        return face.value;
    case SidesRole:
        return face.sides;
    case NegativeRole:
        return face.negative;
    case LabelRole: {
        const QString sign = face.negative ? QString(QChar(0x2212)) : QString();
        return face.sides > 0 ? sign + u"d"_s + QString::number(face.sides)
                              : (face.negative ? sign : u"+"_s) + QString::number(face.value);
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> DieFaceModel::roleNames() const
{
    return {{ValueRole, "value"}, {SidesRole, "sides"}, {NegativeRole, "negative"}, {LabelRole, "label"}};
}

void DieFaceModel::setRoll(const std::vector<TermRoll> &terms)
{
    const int before = count();
    beginResetModel();
    m_faces.clear();
    for (const TermRoll &term : terms) {
        if (term.term.isDice()) {
            for (int face : term.rolls)
                m_faces.push_back(Face{face, term.term.sides, term.term.sign < 0});
        } else {
            m_faces.push_back(Face{term.term.constant, 0, term.term.sign < 0});
        }
    }
    endResetModel();
    if (count() != before)
        Q_EMIT countChanged();
}

} // namespace arbiter
