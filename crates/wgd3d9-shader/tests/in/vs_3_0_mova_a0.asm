// vs_3_0: four-component a0 via mova, relative reads through a0.x, a0.y, a0.z and a0.w
vs_3_0
dcl_position v0
dcl_blendindices v1
dcl_position o0
dcl_color o1
def c4, 1.0, 2.0, 3.0, 4.0
m4x4 o0, v0, c0
mul r0, v1, c4
mova a0, r0
mov r1, c[a0.x + 16]
add r1, r1, c[a0.y + 32]
add r1, r1, c[a0.z + 48]
add r1, r1, c[a0.w]
mova a0.y, r0.w
add r1, r1, c[a0.y + 64]
mov o1, r1
