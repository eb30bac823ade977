vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mul r0, v0, c80.wwww
mov r0.zw, v0
mul r0.xy, v0, c90.x
mov oPos, r0
mov oD0, v1
mov oT0, v3
