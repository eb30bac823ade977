vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mul r0, v3, c10
frc r1.xy, r0
frc r1.y, r0
mov r1.zw, c0
mov oD0, r1
mov oT0, r1
