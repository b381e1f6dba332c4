// The typed list the screens bind to: roles from a gadget's properties, and
// only what changed announced, so delegates under a finger survive an update.
#include "ui/typed/GadgetListModel.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Seat {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(QStringList hand MEMBER hand)

public:
    QString name;
    int health = 0;
    QStringList hand;
    bool operator==(const Seat &) const = default;
};

} // namespace

class TestGadgetListModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rolesAreTheGadgetsProperties()
    {
        std::unique_ptr<arbiter::GadgetListModel> model(arbiter::GadgetListModel::of<Seat>(nullptr));
        const auto names = model->roleNames().values();
        QVERIFY(names.contains("name"));
        QVERIFY(names.contains("health"));
        QVERIFY(names.contains("hand"));
        QVERIFY(names.contains("value"));
        model->setRows(QList<Seat>{{u"Ada"_s, 7, {u"Oath"_s}}});
        const QModelIndex first = model->index(0);
        QCOMPARE(model->data(first, model->roleNames().key("health")).toInt(), 7);
        QCOMPARE(model->data(first, model->roleNames().key("hand")).toStringList(), QStringList{u"Oath"_s});
        QCOMPARE(model->data(first, model->roleNames().key("value")).value<Seat>().name, QStringLiteral("Ada"));
        QCOMPARE(model->at<Seat>(0).health, 7);
        QVERIFY(!model->get(1).isValid());
    }

    void announcesOnlyTheChangedRowsAndRoles()
    {
        std::unique_ptr<arbiter::GadgetListModel> model(arbiter::GadgetListModel::of<Seat>(nullptr));
        QAbstractItemModelTester tester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->setRows(QList<Seat>{{u"Ada"_s, 7, {}}, {u"Bo"_s, 5, {}}});
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy count(model.get(), &arbiter::GadgetListModel::countChanged);
        QSignalSpy values(model.get(), &arbiter::GadgetListModel::valuesChanged);

        model->setRows(QList<Seat>{{u"Ada"_s, 7, {}}, {u"Bo"_s, 4, {}}});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
        const auto roles = changed.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(model->roleNames().key("health")));
        QVERIFY(!roles.contains(model->roleNames().key("name")));

        QCOMPARE(values.size(), 1);
        changed.clear();
        model->setRows(QList<Seat>{{u"Ada"_s, 7, {}}, {u"Bo"_s, 4, {}}});
        QCOMPARE(changed.size(), 0);
        QCOMPARE(values.size(), 1);

        model->setRows(QList<Seat>{{u"Ada"_s, 7, {}}, {u"Bo"_s, 4, {}}, {u"Cy"_s, 3, {}}});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(count.size(), 1);
        QCOMPARE(model->count(), 3);

        QSignalSpy removed(model.get(), &QAbstractItemModel::rowsRemoved);
        model->setRows(QList<Seat>{{u"Ada"_s, 6, {}}});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model->count(), 1);
        QCOMPARE(reset.size(), 0);
    }

    void scriptReadsTheRowsFields()
    {
        QQmlEngine engine;
        std::unique_ptr<arbiter::GadgetListModel> model(arbiter::GadgetListModel::of<Seat>(nullptr));
        model->setRows(QList<Seat>{{u"Ada"_s, 7, {u"Oath"_s, u"Ward"_s}}});
        QQmlComponent component(&engine);
        component.setData("import QtQml\nQtObject { property var list; "
                          "property string read: list.get(0).name + ' ' + list.get(0).hand[1] + ' ' + list.count }",
                          QUrl());
        std::unique_ptr<QObject> object(component.createWithInitialProperties(
            {{QStringLiteral("list"), QVariant::fromValue(model.get())}}));
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("read").toString(), QStringLiteral("Ada Ward 1"));
    }
};

QTEST_GUILESS_MAIN(TestGadgetListModel)
#include "tst_gadgetlistmodel.moc"
