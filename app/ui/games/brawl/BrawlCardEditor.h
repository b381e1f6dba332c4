#pragma once

#include "BrawlBoardScene.h"

#include <QJsonObject>
#include <QVariantList>
#include <QVariantMap>

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
    // [{index, id, name, cards, check}]
    Q_PROPERTY(QVariantList champions READ champions NOTIFY changed)
    Q_PROPERTY(int champion READ champion WRITE setChampion NOTIFY changed)
    // The chosen champion's cards: [{index, id, name, type, core}]
    Q_PROPERTY(QVariantList cards READ cards NOTIFY changed)
    Q_PROPERTY(int card READ card WRITE setCard NOTIFY changed)
    // The chosen card with every default filled in: id, name, core, type,
    // copies, movement, movement_mode, targeting, range_min, range_max,
    // max_targets, target_side, strength, damage, defence, area_size.
    Q_PROPERTY(QVariantMap fields READ fields NOTIFY changed)
    // The keywords the card's type allows: [{group, keywords: [{key, value, flag}]}]
    Q_PROPERTY(QVariantList keywordGroups READ keywordGroups NOTIFY changed)
    // The chosen champion's "check" note (shipped values are made up).
    Q_PROPERTY(QString check READ check NOTIFY changed)
    // What the game's content check refuses in the pack as it stands, or "".
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(bool modified READ modified NOTIFY changed)

public:
    explicit BrawlCardEditor(QObject *parent = nullptr);

    [[nodiscard]] const BrawlBoardScene &scene() const override { return m_scene; }
    [[nodiscard]] QVariantList champions() const;
    [[nodiscard]] int champion() const { return m_champion; }
    void setChampion(int champion);
    [[nodiscard]] QVariantList cards() const;
    [[nodiscard]] int card() const { return m_card; }
    void setCard(int card);
    [[nodiscard]] QVariantMap fields() const;
    [[nodiscard]] QVariantList keywordGroups() const;
    [[nodiscard]] QString check() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool modified() const { return m_modified; }

    // Starts editing a pack (SessionLibrary.contentPack).
    Q_INVOKABLE void load(const QVariantMap &pack);
    // The edited pack, for SessionLibrary.saveContentPack.
    Q_INVOKABLE QVariantMap pack() const;
    // One of the keys of `fields` (area_size excepted). Changing the type or
    // the targeting drops what the new one cannot carry and adds what it needs.
    Q_INVOKABLE void setField(const QString &key, const QVariant &value);
    // `group` "pre", "hit" or "post"; 0 takes the keyword off the card.
    Q_INVOKABLE void setKeyword(const QString &group, const QString &keyword, int value);
    // Chooses the card with that id and its champion; false when there is none.
    Q_INVOKABLE bool showCard(const QString &cardId);
    Q_INVOKABLE void addCard();
    Q_INVOKABLE void removeCard();
    // A tap on the area board: adds or takes away that hex of the AoE.
    Q_INVOKABLE void tap(int q, int r);

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] QJsonObject championJson() const;
    [[nodiscard]] QJsonObject cardJson() const;
    void storeCard(const QJsonObject &card);
    void edited();
    void rebuild();

    QJsonObject m_pack;
    int m_champion = 0;
    int m_card = 0;
    bool m_modified = false;
    QString m_problem;
    // The German of the card's name while its English is retyped (see content_text::retype).
    QJsonObject m_carriedTranslations;
    BrawlBoardScene m_scene;
};

} // namespace arbiter
