import QtQuick
import Arbiter

// The Rules section: the search page, with the entries it opens pushed on top.
PageStack {
    id: root

    readonly property RulesPage rulesPage: search

    signal entryRequested(string entryId)

    initialItem: RulesPage {
        id: search

        onEntryRequested: entryId => root.entryRequested(entryId)
    }
}
