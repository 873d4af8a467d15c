<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>hexstride::Autosaver</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::MainWindow</name>
    <message>
        <source>Hexstride</source>
        <translation>Hexstride</translation>
    </message>
</context>
<context>
    <name>hexstride::Quantities</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n гекс</numerusform><numerusform>%n гекса</numerusform><numerusform>%n гексов</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s)</source>
        <translation>
            <numerusform>%n очко движения</numerusform><numerusform>%n очка движения</numerusform><numerusform>%n очков движения</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ход</numerusform><numerusform>%n хода</numerusform><numerusform>%n ходов</numerusform></translation>
    </message>
</context>
<context>
    <name>hexstride::io</name>
    <message>
        <source>%1: not implemented</source>
        <translation>%1: не реализовано</translation>
    </message>
</context>
</TS>
