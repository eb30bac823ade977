vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov oFog.x, c4.y
mov oD0, v1
mov oT0, v3.zyxw
