// vs_2_0: floor built from frc (any write mask from vs_2_0) to snap vertices to a grid
vs_2_0
dcl_position v0
def c4, 0.125, 8.0, 0.5, 1.0
mul r0, v0, c4.y
add r0, r0, c4.z
frc r1, r0
add r0, r0, -r1              // floor(x + 0.5)
mul r0.xyz, r0, c4.x
mov r0.w, v0.w
m4x4 oPos, r0, c0
mov oT0, r1
