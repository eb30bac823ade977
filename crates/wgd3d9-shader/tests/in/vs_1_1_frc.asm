// vs_1_1: frc with the two write masks vs_1_1 allows (.y and .xy), used to wrap scrolling texcoords
vs_1_1
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
mul r0, v1, c4               // scale
add r0, r0, c5               // scroll
frc r1.xy, r0                // wrap u and v
frc r1.y, r0.w               // a second fraction into y
mov oT0.xy, r1
mov oT1.xy, r0
