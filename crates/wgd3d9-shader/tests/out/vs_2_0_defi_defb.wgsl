struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e49 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e49.x, 0i, 255i);
    loop_step = _e49.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e49.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e65 = loop_count;
        if (_e65 <= 0i) {
            break;
        }
        loop_count = (_e65 - 1i);
        let _e69 = r0_;
        let _e70 = r1_;
        let _e74 = (i32(_e70.x) + 20i);
        let _e75 = u32(_e74);
        let _e80 = consts[(_e4 + min(_e75, 265u))];
        let _e89 = loop_step;
        r0_ = (_e69 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e80), (_e75 < 256u)), vec4<f32>(0f, 0f, 0f, 0f), (_e74 == 4i)));
        r1_ = select(_e70, vec4((_e70.x + f32(_e89))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e96 = r0_;
        let _e100 = consts[(_e4 + 8u)];
        r0_ = (_e96 * bitcast<vec4<f32>>(_e100));
    }
    let _e103 = r0_;
    let _e105 = o0_;
    let _e108 = consts[(_e4 + 256u)];
    let _e113 = consts[(_e4 + 257u)];
    return Output(select(_e105, ((_e105 * bitcast<vec4<f32>>(_e113)) + (bitcast<vec4<f32>>(_e108) * _e105.wwww)), vec4<bool>(true, true, true, false)), saturate(_e103));
}
