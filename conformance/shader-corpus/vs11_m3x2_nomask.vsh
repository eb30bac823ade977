vs_1_1
dcl_position v0
dcl_texcoord0 v3
mov oPos, v0
mov oT0, c20
m3x2 oT0, v3, c0
mov oD0, c20
m3x2 oD0, v3, c3
