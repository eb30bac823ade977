struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e45 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e45.x, 0i, 255i);
    loop_step = _e45.z;
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e45.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        let _e65 = r1_;
        let _e66 = r3_;
        let _e70 = (i32(_e66.x) + 10i);
        let _e76 = consts[(_e4 + min(u32(_e70), 265u))];
        let _e82 = abs((_e65 + -(select(_e76, vec4<f32>(0f, 1f, 3f, 0f), (_e70 == 4i)))));
        let _e83 = r0_;
        let _e84 = (_e83 + _e82);
        r2_ = _e82;
        r0_ = _e84;
        if (_e84.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e91 = loop_step;
        let _e93 = r3_;
        r3_ = select(_e93, vec4((_e93.x + f32(_e91))), vec4<bool>(true, false, false, false));
    }
    let _e98 = r0_;
    let _e99 = o0_;
    let _e103 = consts[(_e4 + 256u)];
    let _e107 = consts[(_e4 + 257u)];
    return Output(select(_e99, ((_e99 * _e107) + (_e103 * _e99.wwww)), vec4<bool>(true, true, true, false)), _e98);
}
