vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov oD0, v1
mov oD1, c1
mov oT0, v3
mov oT1.xy, v3
mov oT2.x, v3.y
mov oFog, v3.x
mov oPts, c0.x
