// vs_2_x: fog mode selected at run time with if_eq/else chains (none, linear, exp)
vs_2_x
dcl_position v0
def c4, 0.0, 1.0, 2.0, 1.442695
m4x4 r0, v0, c0
mov oPos, r0
mov r1.x, c4.y
mov r2, c5                   // fog mode, start, end, scale
if_eq r2.x, c4.y
    add r1.x, r2.z, -r0.z        // linear: (end - z) * scale
    mul r1.x, r1.x, r2.w
else
    if_eq r2.x, c4.z
        mul r1.x, r0.z, r2.y     // exp: e^(-density z)
        mul r1.x, r1.x, -c4.w
        exp r1.x, r1.x
    endif
endif
max r1.x, r1.x, c4.x
min oFog, r1.x, c4.y
