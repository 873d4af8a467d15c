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
</context>
<context>
    <name>hexstride::Direction</name>
    <message>
        <source>ne</source>
        <translation>св</translation>
    </message>
</context>
</TS>
