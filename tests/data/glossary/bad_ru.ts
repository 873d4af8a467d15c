<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>hexstride::Sample</name>
    <message>
        <source>Cost per hex</source>
        <translation>Цена за хекс</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Открыть...</translation>
    </message>
    <message>
        <source>Map "%1" - changed</source>
        <translation>Карта "%1" - изменена</translation>
    </message>
    <message>
        <source>%1 MP left</source>
        <translation>Осталось %1 ОД</translation>
    </message>
    <message>
        <source>Met "%1" in %2</source>
        <translation>Встреча с «%1» в %2</translation>
    </message>
    <message>
        <source>Met "%1" in %2 (is fine)</source>
        <translation>Встреча: отряд «%1» в %2</translation>
    </message>
    <message>
        <source>Hex "%1" is fine — «%2»…</source>
        <translation>Гекс «%1» в порядке — «%2»…</translation>
    </message>
    <message>
        <source>Edge Eraser</source>
        <translation>Ластик сторон</translation>
    </message>
    <message>
        <source>Remove the features of the hex-sides you drag over</source>
        <translation>Убрать объекты со сторон, по которым вы проводите</translation>
    </message>
    <message>
        <source>Plan a Move</source>
        <translation>Спланировать ход</translation>
    </message>
    <message>
        <source>Movement points left</source>
        <translation>Осталось очков движения</translation>
    </message>
    <message>
        <source>Allowances</source>
        <translation>Запасы хода</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Места назначения</translation>
    </message>
    <message>
        <source>A copy of a bundled one</source>
        <translation>Копия встроенного</translation>
    </message>
    <message>
        <source>Export Reports</source>
        <translation>Экспорт донесений</translation>
    </message>
    <message>
        <source>Sides of the war: this is fine</source>
        <translation>Стороны: враждебная сторона, дружественная сторона</translation>
    </message>
    <message>
        <source>Hex-sides either way: this is fine</source>
        <translation>Стороны гексов по обе стороны реки, на стороне гекса %1</translation>
    </message>
    <message>
        <source>MP explained once: this is fine</source>
        <translation>ОД (очки движения), запас ОД</translation>
    </message>
    <message>
        <source>An embedded ruleset: this is fine</source>
        <translation>Набор правил, встроенный в карту</translation>
    </message>
</context>
<context>
    <name>hexstride::Direction</name>
    <message>
        <source>ne</source>
        <translation>св</translation>
    </message>
</context>
</TS>
