struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e57 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e57.x, 0i, 255i);
    loop_step = _e57.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e57.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e73 = loop_count;
        if (_e73 <= 0i) {
            break;
        }
        loop_count = (_e73 - 1i);
        let _e77 = r0_;
        let _e78 = r1_;
        let _e82 = (i32(_e78.x) + 20i);
        let _e83 = u32(_e82);
        let _e88 = consts[(_e13 + min(_e83, 265u))];
        let _e97 = loop_step;
        r0_ = (_e77 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e88), (_e83 < 256u)), vec4<f32>(0f, 0f, 0f, 0f), (_e82 == 4i)));
        r1_ = select(_e78, vec4((_e78.x + f32(_e97))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e104 = r0_;
        let _e108 = consts[(_e13 + 8u)];
        r0_ = (_e104 * bitcast<vec4<f32>>(_e108));
    }
    let _e111 = r0_;
    let _e113 = o0_;
    let _e116 = consts[(_e13 + 256u)];
    let _e121 = consts[(_e13 + 257u)];
    return Output(select(_e113, ((_e113 * bitcast<vec4<f32>>(_e121)) + (bitcast<vec4<f32>>(_e116) * _e113.wwww)), vec4<bool>(true, true, true, false)), saturate(_e111), (_e9 >> 12u));
}
