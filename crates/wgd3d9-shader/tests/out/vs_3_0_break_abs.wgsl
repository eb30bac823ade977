struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
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
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e49 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e49.x, 0i, 255i);
    loop_step = _e49.z;
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e49.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e66 = loop_count;
        if (_e66 <= 0i) {
            break;
        }
        loop_count = (_e66 - 1i);
        let _e69 = r1_;
        let _e70 = r3_;
        let _e74 = (i32(_e70.x) + 10i);
        let _e75 = u32(_e74);
        let _e80 = consts[(_e4 + min(_e75, 265u))];
        let _e90 = abs((_e69 + -(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e80), (_e75 < 256u)), vec4<f32>(0f, 1f, 3f, 0f), (_e74 == 4i)))));
        let _e91 = r0_;
        let _e92 = (_e91 + _e90);
        r2_ = _e90;
        r0_ = _e92;
        if (_e92.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e99 = loop_step;
        let _e101 = r3_;
        r3_ = select(_e101, vec4((_e101.x + f32(_e99))), vec4<bool>(true, false, false, false));
    }
    let _e106 = r0_;
    let _e107 = o0_;
    let _e110 = consts[(_e4 + 256u)];
    let _e115 = consts[(_e4 + 257u)];
    return Output(select(_e107, ((_e107 * bitcast<vec4<f32>>(_e115)) + (bitcast<vec4<f32>>(_e110) * _e107.wwww)), vec4<bool>(true, true, true, false)), _e106);
}
