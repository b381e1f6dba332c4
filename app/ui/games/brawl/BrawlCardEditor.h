#pragma once

#include "BrawlBoardScene.h"
#include "BrawlCardEditorRows.h"
#include "typed/GadgetListModel.h"

#include <QJsonObject>

namespace arbiter {

// Edits the champions' action cards in a Super Fantasy Brawl content pack:
// name, id, Core, type, copies, movement, targeting and range, strength,
// damage, defence, the keywords before, during and after the attack, and an
// AoE's hexes (tapped on a small board around the attacker, which is the
// scene it hands to BrawlBoardItem). It only edits the pack's JSON and says
// what the game's own content check finds wrong; the page saves through
// SessionLibrary, which refuses a broken pack with the same message.
class BrawlCardEditor : public BrawlSceneSource {
    Q_OBJECT
    QML_ELEMENT
    // Rows of BrawlEditedChampion.
    Q_PROPERTY(arbiter::GadgetListModel *champions READ champions CONSTANT)
    Q_PROPERTY(int champion READ champion WRITE setChampion NOTIFY championChanged)
    // The chosen champion's cards: rows of BrawlEditedCardEntry.
    Q_PROPERTY(arbiter::GadgetListModel *cards READ cards CONSTANT)
    Q_PROPERTY(int card READ card WRITE setCard NOTIFY cardChanged)
    Q_PROPERTY(arbiter::BrawlCardFields fields READ fields NOTIFY fieldsChanged)
    // The keywords the card's type allows: rows of BrawlKeywordGroupRow.
    Q_PROPERTY(arbiter::GadgetListModel *keywordGroups READ keywordGroups CONSTANT)
    // The chosen champion's "check" note (shipped values are made up).
    Q_PROPERTY(QString check READ check NOTIFY checkChanged)
    // What the game's content check refuses in the pack as it stands, or "".
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)
    // The pack's Challenge card names (a name twice: two copies) and the
    // track's "check" note: the shipped names are placeholders.
    Q_PROPERTY(QStringList challengeNames READ challengeNames NOTIFY challengeNamesChanged)
    Q_PROPERTY(QString challengeCheck READ challengeCheck NOTIFY challengeNamesChanged)

public:
    explicit BrawlCardEditor(QObject *parent = nullptr);

    [[nodiscard]] const BrawlBoardScene &scene() const override { return m_scene; }
    [[nodiscard]] GadgetListModel *champions() const { return m_champions; }
    [[nodiscard]] int champion() const { return m_champion; }
    void setChampion(int champion);
    [[nodiscard]] GadgetListModel *cards() const { return m_cards; }
    [[nodiscard]] int card() const { return m_card; }
    void setCard(int card);
    [[nodiscard]] BrawlCardFields fields() const { return m_fields; }
    [[nodiscard]] GadgetListModel *keywordGroups() const { return m_keywordGroups; }
    [[nodiscard]] QString check() const { return m_check; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool modified() const { return m_modified; }
    [[nodiscard]] QStringList challengeNames() const;
    [[nodiscard]] QString challengeCheck() const;

    // Starts editing a pack (SessionLibrary.contentPack): the pack is JSON,
    // the file's own shape, so it travels as a JSON object.
    Q_INVOKABLE void load(const QJsonObject &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QJsonObject pack() const { return m_pack; }
    // One of the text keys of `fields`: id, name, name_de, core, type,
    // movement_mode, targeting, target_side. Changing the type or the
    // targeting drops what the new one cannot carry and adds what it needs.
    Q_INVOKABLE void setText(const QString &key, const QString &value);
    // One of the number keys of `fields`: copies, movement, range_min,
    // range_max, max_targets, strength, damage, defence.
    Q_INVOKABLE void setNumber(const QString &key, int value);
    // `group` "pre", "hit" or "post"; 0 takes the keyword off the card.
    Q_INVOKABLE void setKeyword(const QString &group, const QString &keyword, int value);
    // Chooses the card with that id and its champion; false when there is none.
    Q_INVOKABLE bool showCard(const QString &cardId);
    Q_INVOKABLE void addCard();
    Q_INVOKABLE void removeCard();
    // A tap on the area board: adds or takes away that hex of the AoE.
    Q_INVOKABLE void tap(int q, int r);
    // Adds a Challenge card name (trimmed; blank is ignored) at the end of the list.
    Q_INVOKABLE void addChallenge(const QString &name);
    Q_INVOKABLE void removeChallenge(int index);

Q_SIGNALS:
    void championChanged();
    void cardChanged();
    void fieldsChanged();
    void checkChanged();
    void problemChanged();
    void modifiedChanged();
    void challengeNamesChanged();

private:
    [[nodiscard]] QList<BrawlEditedChampion> championRows() const;
    [[nodiscard]] QList<BrawlEditedCardEntry> cardRows() const;
    [[nodiscard]] BrawlCardFields fieldsNow() const;
    [[nodiscard]] QString handlingOf(const QJsonObject &card) const;
    [[nodiscard]] QList<BrawlKeywordGroupRow> keywordGroupRows() const;
    void store(const QString &key, const QJsonValue &value);
    [[nodiscard]] QJsonObject championJson() const;
    [[nodiscard]] QJsonObject cardJson() const;
    void storeCard(const QJsonObject &card);
    void edited();
    void rebuild();
    void storeChallenges(const QJsonArray &names);

    QJsonObject m_pack;
    int m_champion = 0;
    int m_card = 0;
    bool m_modified = false;
    QString m_problem;
    // The German of the card's name while its English is retyped (see content_text::retype).
    QJsonObject m_carriedTranslations;
    BrawlBoardScene m_scene;
    GadgetListModel *m_champions;
    GadgetListModel *m_cards;
    GadgetListModel *m_keywordGroups;
    // What was last announced, so each signal fires only when its value moved.
    int m_announcedChampion = -1;
    int m_announcedCard = -1;
    BrawlCardFields m_fields;
    QString m_check;
    QString m_announcedProblem;
    bool m_announcedModified = false;
    QStringList m_announcedChallengeNames;
    QString m_announcedChallengeCheck;
};

} // namespace arbiter
