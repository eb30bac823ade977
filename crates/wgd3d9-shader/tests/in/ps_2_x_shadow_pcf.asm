// ps_2_x: 3x3 shadow-map PCF; a static rep over rows with three texld taps each, compared by cmp
ps_2_x
dcl t0                       // shadow coords (already divided: xy uv, z depth)
dcl t1.xy
dcl v0
dcl_2d s0
dcl_2d s1
defi i0, 3, 0, 0, 0
def c0, 0.0009765625, 0.0, 0.0, 0.0
def c1, 0.0, 0.0009765625, 0.0, 0.0
def c2, 0.1111111, 0.0, 1.0, 0.0
def c3, -0.0009765625, -0.0009765625, 0.0, 0.0
texld r10, t1, s1
mov r0, t0
add r0.xy, r0, c3            // top-left tap
mov r1, c2.y                 // lit count
mov r2, r0
rep i0
    texld r4, r0, s0
    add r5.x, r4.x, -r0.z
    add r2.xy, r0, c0
    texld r4, r2, s0
    add r5.y, r4.x, -r0.z
    add r2.xy, r2, c0
    texld r4, r2, s0
    add r5.z, r4.x, -r0.z
    cmp r5.xyz, r5, c2.z, c2.y
    dp3 r5.x, r5, c2.z           // taps lit in this row
    add r1.x, r1.x, r5.x
    add r0.y, r0.y, c1.y
endrep
mul r1.x, r1.x, c2.x
mul r10, r10, v0
mul r10.xyz, r10, r1.x
mov oC0, r10
