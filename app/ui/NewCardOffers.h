#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class ActiveSession;

// The cards the real components may show and the pack does not know, as the
// engine offers them now (an option's open input with card fields, see
// OpenInput in core/options.h): a table types such a card whole on the
// tablet, the same way a phone does. Game-free: each entry is the option's
// label, the acting player and the card's fields in the user's language;
// `enter` fills the field with the typed card and applies the option.
class NewCardOffers : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // [{index, label, player, field, fields: [{key, label, kind ("text", "number",
    // "choice"), min, max, values: [{value, label}]}]}]
    Q_PROPERTY(QVariantList entries READ entries NOTIFY entriesChanged)

public:
    explicit NewCardOffers(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] QVariantList entries() const { return m_entries; }

    // The entry offered for `player` (empty: any), or an empty map.
    Q_INVOKABLE QVariantMap entryFor(const QString &player) const;
    // Applies entry `index` with `card` as its field's value; a refusal shows
    // in the session's banner and changes nothing.
    Q_INVOKABLE bool enter(int index, const QVariantMap &card);

Q_SIGNALS:
    void sessionChanged();
    void entriesChanged();

private:
    void refresh();

    QPointer<ActiveSession> m_session;
    QVariantList m_entries;
};

} // namespace arbiter
