vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
pow r0.x, v3.x, c0.z
pow r0.yzw, v1.y, c1.x
lrp r1, v3.x, v1, c2
mov oD0, r1
mov oT0, r0
