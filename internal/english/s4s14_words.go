package english

// ColumnListJoiner joins the properties one aggregate is read over ("the
// average capacity and revenue", "the number of different titles,
// directors and channels").
var ColumnListJoiner = WordList{"and": true, ",": true}
