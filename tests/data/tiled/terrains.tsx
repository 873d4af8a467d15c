<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrains" tilewidth="32" tileheight="32" tilecount="4" columns="4">
 <image source="terrains.png" width="128" height="32"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="clear"/>
  </properties>
 </tile>
 <tile id="1" type="forest"/>
 <tile id="3">
  <properties>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
</tileset>
